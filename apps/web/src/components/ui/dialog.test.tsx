import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function escape() {
  const event = new Event('cancel', { cancelable: true });
  screen.getByRole('dialog').dispatchEvent(event);
  return event;
}

describe('Dialog', () => {
  it('opens on mount and focuses the element asked for', () => {
    render(
      <Dialog aria-label="Reason" onCancel={vi.fn()} initialFocus="textarea, input">
        <button type="button">Confirm</button>
        <input aria-label="Reason text" />
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Reason' })).toHaveAttribute('open');
    expect(screen.getByLabelText('Reason text')).toHaveFocus();
  });

  it('opens as a modal where the browser can, and closes when it goes away', () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn();
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    try {
      const { unmount } = render(<Dialog aria-label="Checkout" onCancel={vi.fn()} />);
      expect(showModal).toHaveBeenCalledOnce();
      expect(close).not.toHaveBeenCalled();
      unmount();
      expect(close).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
    }
  });

  it('turns Escape into onCancel instead of letting the browser close it', () => {
    const onCancel = vi.fn();
    render(<Dialog aria-label="Reason" onCancel={onCancel} />);
    expect(escape().defaultPrevented).toBe(true);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });

  it('stays open on Escape while its work is being sent', () => {
    const onCancel = vi.fn();
    render(<Dialog aria-label="Reason" onCancel={onCancel} busy />);
    expect(escape().defaultPrevented).toBe(true);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
