// A form's main button: its picture and words, and while the form is sent, disabled and saying so.
import type { ReactNode, Ref } from 'react';

interface SubmitButtonProps {
  /** The form's submitRef, so a failed send can give the keyboard back to this button. */
  ref?: Ref<HTMLButtonElement>;
  busy: boolean;
  icon: ReactNode;
  label: string;
  busyLabel: string;
}

export function SubmitButton({ ref, busy, icon, label, busyLabel }: SubmitButtonProps) {
  return (
    <button ref={ref} type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
      {icon}
      {busy ? busyLabel : label}
    </button>
  );
}
