import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShowMore } from './show-more';

const words = { label: 'Show more', loadingLabel: 'Loading more…' };
const pages = (hasNextPage: boolean, isFetchingNextPage: boolean, fetchNextPage: () => unknown = () => {}) => ({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
});

describe('ShowMore', () => {
  it('is absent when there is no next page', () => {
    render(<ShowMore pages={pages(false, false)} {...words} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for the next page when pressed', () => {
    const onClick = vi.fn();
    render(<ShowMore pages={pages(true, false, onClick)} {...words} />);
    const button = screen.getByRole('button', { name: 'Show more' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'false');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is busy and cannot be pressed again while the next page loads', () => {
    render(<ShowMore pages={pages(true, true)} {...words} />);
    const button = screen.getByRole('button', { name: 'Loading more…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
