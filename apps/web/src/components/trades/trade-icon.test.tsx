// Every trade in the vocabulary has a picture of its own, and a skill that names no trade a neutral one.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trades } from '@kaamsetu/contract';
import { TradeIcon } from './trade-icon';

function drawing(trade: string | undefined): string {
  const { container } = render(<TradeIcon trade={trade} />);
  const svg = container.querySelector('svg');
  expect(svg).not.toBeNull();
  return svg!.innerHTML;
}

describe('TradeIcon', () => {
  it('draws a different picture for every trade, none of them the neutral one', () => {
    const neutral = drawing(undefined);
    const seen = new Map<string, string>();
    for (const trade of trades) {
      const picture = drawing(trade.key);
      expect(picture, trade.key).not.toBe(neutral);
      expect(seen.get(picture), `${trade.key} looks like ${seen.get(picture)}`).toBeUndefined();
      seen.set(picture, trade.key);
    }
  });

  it('shows the neutral picture for a skill typed as free text', () => {
    expect(drawing('tile-polishing')).toBe(drawing(undefined));
  });

  it('is hidden from screen readers and drawn in the 24-unit, 2-pixel, text-coloured style', () => {
    for (const trade of ['plumber', 'bar-bender', undefined]) {
      const { container } = render(<TradeIcon trade={trade} />);
      const svg = container.querySelector('svg')!;
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
      expect(svg).toHaveAttribute('stroke-width', '2');
      expect(svg).toHaveAttribute('stroke', 'currentColor');
      expect(svg).toHaveAttribute('stroke-linecap', 'round');
    }
  });
});
