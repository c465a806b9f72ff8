import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShowMore } from './show-more';

const words = { label: 'Show more', loadingLabel: 'Loading more…' };

describe('ShowMore', () => {
  it('is absent when there is no next page', () => {
    render(<ShowMore hasMore={false} loading={false} onClick={() => {}} {...words} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for the next page when pressed', () => {
    const onClick = vi.fn();
    render(<ShowMore hasMore loading={false} onClick={onClick} {...words} />);
    const button = screen.getByRole('button', { name: 'Show more' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'false');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is busy and cannot be pressed again while the next page loads', () => {
    render(<ShowMore hasMore loading onClick={() => {}} {...words} />);
    const button = screen.getByRole('button', { name: 'Loading more…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
