// Hire Now: an Employer tells KaamSetu's team where the work is, the daily wage and anything else; staff
// contact the worker and call the Employer back. Checked here with the server's own schema first.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { mediationRequestSchema, requestMessages } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { fieldErrorKeysFor, messageKeyOf, refusalNotice } from '../../../lib/contract-messages';
import { focusFirstError, TextAreaField, TextField } from '../../../components/ui/form-field';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { useCreateMediationRequest } from '../api/create-mediation-request';
import { SendIcon } from '../../../components/ui/icons';

type Field = 'location' | 'salary' | 'details';
const fieldOrder: readonly Field[] = ['location', 'salary', 'details'];
const errorKeysOf = fieldErrorKeysFor(requestMessages);

interface HireNowFormProps {
  id: string;
  labourerId: string;
  /** Sent: the server's answer, to show where the form was. */
  onSent: (notice: Notice) => void;
  onCancel: () => void;
}

export function HireNowForm({ id, labourerId, onSent, onCancel }: HireNowFormProps) {
  const { t } = useTranslation('profiles');
  const send = useCreateMediationRequest();
  const [values, setValues] = useState<Record<Field, string>>({ location: '', salary: '', details: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // Opening the form puts the person in its first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const parsed = mediationRequestSchema.safeParse({
      labourerId,
      location: values.location,
      salary: values.salary.replace(/[\s,₹]/g, '') || Number.NaN,
      details: values.details,
    });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const [field, key] of errorKeysOf(parsed.error.issues)) {
        if ((fieldOrder as readonly string[]).includes(field)) {
          found[field as Field] = key === 'invalidField' ? 'errors.invalidField' : `requestMessages.${key}`;
        }
      }
    }
    setErrors(found);
    if (focusFirstError(formRef.current, fieldOrder, found, (field) => `${id}-${field}`)) return;
    if (!parsed.success) return;
    setBusy(true);
    try {
      const sent = await send.mutateAsync(parsed.data);
      const key = messageKeyOf(requestMessages, sent.message);
      onSent(key ? { key: `requestMessages.${key}` } : { text: sent.message });
    } catch (caught) {
      flushSync(() => {
        setBusy(false);
        setError(refusalNotice(caught, requestMessages, 'requestMessages', 'hire.failed'));
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
      <h2 id={`${id}-title`}>{t('hire.title')}</h2>
      <p className="field-hint">{t('hire.intro')}</p>
      <TextField
        id={`${id}-location`}
        label={t('hire.location')}
        hint={t('hire.locationHint')}
        error={errors.location && t(errors.location)}
        value={values.location}
        onChange={(event) => change('location', event.target.value)}
        autoComplete="address-level2"
        maxLength={200}
      />
      <TextField
        id={`${id}-salary`}
        label={t('hire.salary')}
        error={errors.salary && t(errors.salary)}
        value={values.salary}
        onChange={(event) => change('salary', event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
      />
      <TextAreaField
        id={`${id}-details`}
        label={t('hire.details')}
        hint={t('hire.detailsHint')}
        error={errors.details && t(errors.details)}
        value={values.details}
        onChange={(event) => change('details', event.target.value)}
        maxLength={1000}
      />
      <FormError t={t} notice={error} />
      <div className="profile-actions">
        <button ref={submitRef} type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          <SendIcon />
          {busy ? t('hire.sending') : t('hire.submit')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('hire.cancel')}
        </button>
      </div>
    </form>
  );
}
