// The question asked before a step that moves money or cannot be undone (pay, release, mark done, cancel,
// decline): what will happen, in the reader's words, then Confirm or Go back. Escape goes back too, except
// while the step is being sent.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { Dialog } from '../../../components/ui/dialog';

interface ConfirmStepProps {
  id: string;
  title: string;
  /** What the step does; read out with the question. */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  icon: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmStep({
  id,
  title,
  children,
  confirmLabel,
  busyLabel,
  icon,
  busy,
  onConfirm,
  onCancel,
}: ConfirmStepProps) {
  const { t } = useTranslation('agreements');
  return (
    <Dialog
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      busy={busy}
      onCancel={onCancel}
      initialFocus=".button-secondary"
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div id={`${id}-body`} className="agreement-confirm-body">
        {children}
      </div>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {icon}
          {busy ? busyLabel : confirmLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('confirm.back')}
        </button>
      </div>
    </Dialog>
  );
}
