import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawnInTransition } from './use-drawn-in-transition';

function Page({ answered }: { answered: boolean }) {
  const drawn = useDrawnInTransition(answered);
  return <p>{answered && drawn ? 'the page' : 'Loading…'}</p>;
}

describe('useDrawnInTransition', () => {
  it('shows what was already answered at once', () => {
    render(<Page answered />);
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('keeps "Loading…" until the answer, then draws the page', async () => {
    const { rerender } = render(<Page answered={false} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    rerender(<Page answered />);
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
});
