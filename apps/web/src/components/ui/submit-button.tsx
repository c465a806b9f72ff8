// A form's main button: its picture and words, and while the form is sent, disabled and saying so. On a
// pre-rendered page it is disabled until the page's code has taken over (use-hydrated.ts).
import type { ReactNode, Ref } from 'react';
import { useHydrated } from './use-hydrated';

interface SubmitButtonProps {
  /** The form's submitRef, so a failed send can give the keyboard back to this button. */
  ref?: Ref<HTMLButtonElement>;
  busy: boolean;
  icon: ReactNode;
  label: string;
  busyLabel: string;
}

export function SubmitButton({ ref, busy, icon, label, busyLabel }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button ref={ref} type="submit" className="button button-primary" disabled={busy || !hydrated} aria-busy={busy}>
      {icon}
      {busy ? busyLabel : label}
    </button>
  );
}
