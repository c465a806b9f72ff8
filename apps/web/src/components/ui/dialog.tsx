// A modal <dialog>: opened on mount with showModal, so the page behind it is out of reach until it closes
// (browsers without showModal, and jsdom, get an open non-modal dialog), closed on unmount. Escape goes
// through onCancel the same way a Cancel button does, but never while the dialog's work is being sent.
import './dialog.css';
import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';

interface DialogProps extends Omit<ComponentPropsWithoutRef<'dialog'>, 'onCancel' | 'open'> {
  onCancel: () => void;
  /** While true, Escape leaves the dialog open. */
  busy?: boolean;
  /** A selector for the element to focus once open; the browser's own choice when left out. */
  initialFocus?: string;
}

export function Dialog({ onCancel, busy = false, initialFocus, children, ...props }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Opened once: the dialog lives as long as the component, and focus must not jump back on re-render.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      {...props}
      ref={dialogRef}
      onCancel={(event) => {
        // The dialog closes when its owner unmounts it, not on the browser's own Escape handling.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
