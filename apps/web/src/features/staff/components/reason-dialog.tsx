// A modal that asks for a reason before a decision that is kept in the audit trail (rejecting a report,
// blocking a profile): the reason, Confirm and Cancel. Escape cancels, except while the decision is sent.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Translate } from '../../../i18n/i18n';
import { TextAreaField } from '../../../components/ui/form-field';
import { FormError, type Notice } from '../../../components/ui/form-notice';

interface ReasonDialogProps {
  t: Translate;
  id: string;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  error: Notice | null;
  initialReason?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function ReasonDialog({
  t,
  id,
  title,
  description,
  confirmLabel,
  busy,
  error,
  initialReason = '',
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState(initialReason);

  // A modal dialog keeps the page behind it out of reach until it closes (where the browser has showModal).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('textarea')?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onConfirm(reason.trim());
  }

  return (
    <dialog
      ref={dialogRef}
      className="staff-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form className="form" noValidate onSubmit={submit}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-description`}>{description}</p>
        <TextAreaField
          id={`${id}-reason`}
          label={t('reasonDialog.reason')}
          hint={t('reasonDialog.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={3}
          maxLength={300}
        />
        <FormError t={t} notice={error} />
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('working') : confirmLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('reasonDialog.cancel')}
        </button>
      </form>
    </dialog>
  );
}
