// Every trade in the vocabulary has a picture of its own, and a skill that names no trade a neutral one. The
// pictures are symbols of one sprite file; what a symbol draws is read from that file.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trades } from '@kaamsetu/contract';
import { tradePicturesSprite } from '../../../scripts/trade-pictures';
import { TradeIcon } from './trade-icon';
import spriteText from './trade-pictures.svg?raw';
import spriteUrl from './trade-pictures.svg?url&no-inline';

const sprite = new DOMParser().parseFromString(spriteText, 'image/svg+xml');

/** What the icon of `trade` draws: the shapes of the sprite's symbol its <use> points to. */
function drawing(trade: string | undefined): string {
  const { container } = render(<TradeIcon trade={trade} />);
  const href = container.querySelector('svg > use')?.getAttribute('href') ?? '';
  const [file, id] = href.split('#');
  expect(file).toBe(spriteUrl);
  const symbol = sprite.querySelector(`symbol[id="${id}"]`);
  expect(symbol, `${trade} points to #${id}, which the sprite lacks`).not.toBeNull();
  expect(symbol!.children.length).toBeGreaterThan(0);
  return symbol!.innerHTML;
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
      expect(svg).toHaveAttribute('fill', 'none');
    }
  });

  it('reads a sprite whose symbols set no colour or stroke of their own, so the icon’s style reaches them', () => {
    const styled = sprite.querySelectorAll('symbol [stroke], symbol [fill], symbol [stroke-width], symbol [style]');
    expect([...styled].map((shape) => shape.outerHTML)).toEqual([]);
  });

  it('reads the sprite the script draws (run apps/web/scripts/make-trade-pictures.ts after changing a picture)', () => {
    expect(spriteText).toBe(tradePicturesSprite());
  });
});
