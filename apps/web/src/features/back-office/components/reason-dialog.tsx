// A modal that asks for a reason before a decision that is kept in the audit trail (rejecting a report,
// blocking a profile, rejecting a payout), or for another single value (the UTR of a paid payout): the box,
// Confirm and Cancel. A required value is checked here before onConfirm. Escape cancels, except while the
// decision is sent.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Translate } from '../../../i18n/i18n';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { Dialog } from '../../../components/ui/dialog';

/** The shortest reason the server takes where one is required (rejecting a payout, blocking). */
export const MIN_REASON_LENGTH = 3;

/** Something other than a reason: a one-line value with its own label, hint and check. */
export interface DialogValue {
  label: string;
  hint: string;
  maxLength: number;
  /** The problem with the typed value (already translated), or null when it may be sent. */
  check: (value: string) => string | null;
}

interface ReasonDialogProps {
  t: Translate;
  id: string;
  title: string;
  description: string;
  confirmLabel: string;
  /** The picture beside Confirm's words (components/ui/icons), matching the decision. */
  confirmIcon: ReactNode;
  busy: boolean;
  error: Notice | null;
  initialReason?: string;
  /** A reason of at least MIN_REASON_LENGTH characters is needed; otherwise it may be left empty. */
  reasonRequired?: boolean;
  /** Ask for this instead of a reason. */
  value?: DialogValue;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function ReasonDialog({
  t,
  id,
  title,
  description,
  confirmLabel,
  confirmIcon,
  busy,
  error,
  initialReason = '',
  reasonRequired = false,
  value,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState(initialReason);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const typed = reason.trim();
    const found = value
      ? value.check(typed)
      : reasonRequired && typed.length < MIN_REASON_LENGTH
        ? t('reasonDialog.reasonRequired')
        : null;
    setProblem(found);
    if (found) {
      formRef.current?.querySelector<HTMLElement>('textarea, input')?.focus();
      return;
    }
    onConfirm(typed);
  }

  const fieldId = `${id}-${value ? 'value' : 'reason'}`;
  return (
    <Dialog
      className="staff-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      busy={busy}
      onCancel={onCancel}
      initialFocus="textarea, input"
    >
      <form ref={formRef} className="form" noValidate onSubmit={submit}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-description`}>{description}</p>
        {value ? (
          <TextField
            id={fieldId}
            label={value.label}
            hint={value.hint}
            error={problem ?? undefined}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={value.maxLength}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
          />
        ) : (
          <TextAreaField
            id={fieldId}
            label={t('reasonDialog.reason')}
            hint={t(reasonRequired ? 'reasonDialog.requiredHint' : 'reasonDialog.reasonHint')}
            error={problem ?? undefined}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            maxLength={300}
            required={reasonRequired}
          />
        )}
        <FormError t={t} notice={error} />
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          {confirmIcon}
          {busy ? t('working') : confirmLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('reasonDialog.cancel')}
        </button>
      </form>
    </Dialog>
  );
}
