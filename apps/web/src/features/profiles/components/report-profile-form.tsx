// Report Profile: a reason from a short list (sent in English, so staff read one language) and, for "Other"
// or to say more, free text. Checked here with the server's own schema first.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { reportRequestSchema, requestMessages } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { messageKeyOf, refusalNotice } from '../../../lib/contract-messages';
import { SelectField, TextAreaField } from '../../../components/ui/form-field';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { useReportProfile } from '../api/report-profile';
import { FlagIcon } from '../../../components/ui/icons';

/** What staff read, by the catalogue key people choose it by. */
export const reportReasons = {
  fake: 'Fake profile',
  wrongDetails: 'Wrong or misleading details',
  askedForMoney: 'Asked for money or a fee',
  abusive: 'Rude or abusive behaviour',
  other: 'Other',
} as const;
type ReasonKey = keyof typeof reportReasons;

interface ReportProfileFormProps {
  id: string;
  profileId: string;
  onSent: (notice: Notice) => void;
  onCancel: () => void;
}

export function ReportProfileForm({ id, profileId, onSent, onCancel }: ReportProfileFormProps) {
  const { t } = useTranslation('profiles');
  const send = useReportProfile();
  const [reason, setReason] = useState<ReasonKey | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const [error, setError] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('select')?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const found: { reason?: string; details?: string } = {};
    if (reason === '') found.reason = 'requestMessages.reasonRequired';
    // "Other" says nothing by itself, so the words are needed then.
    else if (reason === 'other' && details.trim().length < 3) found.details = 'requestMessages.reasonRequired';
    const parsed = reportRequestSchema.safeParse({ profileId, reason: reason ? reportReasons[reason] : '', details });
    if (!parsed.success && !found.reason) found.details ??= 'errors.invalidField';
    setErrors(found);
    if (found.reason || found.details) {
      formRef.current?.querySelector<HTMLElement>(found.reason ? `#${id}-reason` : `#${id}-details`)?.focus();
      return;
    }
    if (!parsed.success) return;
    setBusy(true);
    try {
      const filed = await send.mutateAsync(parsed.data);
      const key = messageKeyOf(requestMessages, filed.message);
      onSent(key ? { key: `requestMessages.${key}` } : { text: filed.message });
    } catch (caught) {
      flushSync(() => {
        setBusy(false);
        setError(refusalNotice(caught, requestMessages, 'requestMessages', 'report.failed'));
      });
      submitRef.current?.focus();
    }
  }

  return (
    <form
      ref={formRef}
      id={id}
      className="form profile-panel"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('report.title')}</h2>
      <SelectField
        id={`${id}-reason`}
        label={t('report.reason')}
        error={errors.reason && t(errors.reason)}
        value={reason}
        onChange={(event) => setReason(event.target.value as ReasonKey | '')}
      >
        <option value="">{t('report.choose')}</option>
        {(Object.keys(reportReasons) as ReasonKey[]).map((key) => (
          <option key={key} value={key}>
            {t(`report.reasons.${key}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={`${id}-details`}
        label={t('report.details')}
        hint={t('report.detailsHint')}
        error={errors.details && t(errors.details)}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        maxLength={1000}
      />
      <FormError t={t} notice={error} />
      <div className="profile-actions">
        <button ref={submitRef} type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          <FlagIcon />
          {busy ? t('report.sending') : t('report.submit')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('report.cancel')}
        </button>
      </div>
    </form>
  );
}
