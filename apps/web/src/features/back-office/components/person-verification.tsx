// On a person's page in the back office: their ID check (which document, its last 4 characters, how, when and
// by whom) with Record ID check and Revoke, and for Employers their GSTIN with Confirm and Refuse. Only the last
// 4 characters are ever typed: the form and the server both refuse more.
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  idCheckMethods,
  idCheckRequestSchema,
  idDocumentTypes,
  verificationMessages,
  type IdCheckRequest,
  type StaffPerson,
  type StaffVerificationResponse,
  personName,
} from '@kaamsetu/contract';
import { useTranslation, type Translate } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/date-time';
import { fieldErrorKeysFor, messageKeyOf, refusalNotice } from '../../../lib/contract-messages';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { checkWithSchema, useContractForm } from '../../../components/ui/use-contract-form';
import { CheckIcon, CrossIcon, ShieldCheckIcon } from '../../../components/ui/icons';
import { usePersonVerification, useChangeVerification, type VerificationChange } from '../api/person-verification';
import { ReasonDialog } from './reason-dialog';

type Open = 'record' | 'revoke' | 'refuse' | null;

const verificationKeys = fieldErrorKeysFor(verificationMessages);

/** A server answer in the reader's language when it is one of ours. */
export function verificationNotice(message: string): Notice {
  const key = messageKeyOf(verificationMessages, message);
  return key ? { key: `messages.${key}` } : { text: message };
}

export function verificationFailure(caught: unknown): Notice {
  return refusalNotice(caught, verificationMessages, 'messages', 'errors.failed');
}

export function PersonVerification({ person }: { person: StaffPerson }) {
  const { t, language } = useTranslation('trust');
  const { t: checksT } = useTranslation('trustStaff');
  const { t: backOfficeT } = useTranslation('backOffice');
  const query = usePersonVerification(person.id);
  const change = useChangeVerification();
  const [open, setOpen] = useState<Open>(null);
  const [status, setStatus] = useState<Notice | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const state = query.data;

  async function run(next: VerificationChange) {
    setStatus(null);
    setError(null);
    try {
      const answer = await change.mutateAsync({ id: person.id, change: next });
      flushSync(() => {
        setOpen(null);
        setStatus(verificationNotice(answer.message));
      });
      // The button that opened the step may be gone: the section's title is where the reader goes on from.
      titleRef.current?.focus();
    } catch (caught) {
      setError(verificationFailure(caught));
    }
  }

  function close() {
    flushSync(() => {
      setOpen(null);
      setError(null);
    });
    titleRef.current?.focus();
  }

  return (
    <section className="staff-section person-verification" aria-labelledby="person-verification-title">
      <h2 id="person-verification-title" ref={titleRef} tabIndex={-1}>
        <ShieldCheckIcon />
        {checksT('title')}
      </h2>
      <FormStatus t={t} notice={status} />
      {open === null ? <FormError t={t} notice={error} /> : null}
      {state ? (
        <>
          <h3>{checksT('idCheckTitle')}</h3>
          <p>{idCheckText(t, checksT, language, state)}</p>
          <div className="staff-card-actions">
            {state.idCheck ? (
              <button type="button" className="button button-secondary" onClick={() => setOpen('revoke')}>
                <CrossIcon />
                {checksT('revoke')}
              </button>
            ) : person.isDemo ? null : (
              <button type="button" className="button button-primary" onClick={() => setOpen('record')}>
                <ShieldCheckIcon />
                {checksT('record')}
              </button>
            )}
          </div>
          {person.userType === 'Employer' ? (
            <>
              <h3>{checksT('businessTitle')}</h3>
              <p>
                {state.business
                  ? checksT('businessSummary', {
                      gstin: state.business.gstin,
                      status: t(`business.status.${state.business.status}`),
                    })
                  : checksT('noBusiness')}
              </p>
              <div className="staff-card-actions">
                {state.business?.status === 'pending' ? (
                  <button
                    type="button"
                    className="button button-primary"
                    disabled={change.isPending}
                    onClick={() => void run({ kind: 'verify-business' })}
                  >
                    <CheckIcon />
                    {checksT('verify')}
                  </button>
                ) : null}
                {state.business && state.business.status !== 'refused' ? (
                  <button type="button" className="button button-secondary" onClick={() => setOpen('refuse')}>
                    <CrossIcon />
                    {checksT('refuse')}
                  </button>
                ) : null}
              </div>
            </>
          ) : null}
        </>
      ) : query.isError ? (
        <FormError t={t} notice={verificationFailure(query.error)} />
      ) : (
        <p role="status">{checksT('loading')}</p>
      )}
      {open === 'record' ? (
        <RecordIdCheckDialog
          name={personName(person.name)}
          busy={change.isPending}
          error={error}
          onSave={(check) => void run({ kind: 'record-id-check', check })}
          onCancel={close}
        />
      ) : null}
      {open === 'revoke' || open === 'refuse' ? (
        <ReasonDialog
          t={backOfficeT}
          id={`verification-${open}`}
          title={checksT(open === 'revoke' ? 'revokeTitle' : 'refuseTitle', { name: personName(person.name) })}
          description={checksT(open === 'revoke' ? 'revokeDescription' : 'refuseDescription')}
          confirmLabel={checksT(open === 'revoke' ? 'revoke' : 'refuse')}
          confirmIcon={<CrossIcon />}
          busy={change.isPending}
          error={error}
          reasonRequired
          onConfirm={(reason) =>
            void run(open === 'revoke' ? { kind: 'revoke-id-check', reason } : { kind: 'refuse-business', reason })
          }
          onCancel={close}
        />
      ) : null}
    </section>
  );
}

function idCheckText(
  t: Translate,
  checksT: Translate,
  language: Parameters<typeof formatDate>[1],
  state: StaffVerificationResponse,
) {
  const check = state.idCheck;
  if (!check) return checksT('noIdCheck');
  return checksT('idCheckSummary', {
    document: t(`documents.${check.documentType}`),
    last4: check.last4,
    method: t(`methods.${check.method}`),
    date: formatDate(check.checkedAt, language),
    staff: `${check.checkedBy.name} (${check.checkedBy.staffCode})`,
  });
}

type IdCheckField = keyof IdCheckRequest;
const idCheckFields: readonly IdCheckField[] = ['documentType', 'last4', 'method'];

interface RecordIdCheckDialogProps {
  name: string;
  busy: boolean;
  error: Notice | null;
  onSave: (check: IdCheckRequest) => void;
  onCancel: () => void;
}

function RecordIdCheckDialog({ name, busy, error, onSave, onCancel }: RecordIdCheckDialogProps) {
  const { t } = useTranslation('trust');
  const { t: checksT } = useTranslation('trustStaff');
  const { fieldProps, formRef, submitRef, onSubmit } = useContractForm({
    initial: { documentType: 'aadhaar', last4: '', method: 'in-person' } as Record<IdCheckField, string>,
    fields: idCheckFields,
    idOf: (field) => `id-check-${field}`,
    check: (values) =>
      checkWithSchema(idCheckRequestSchema, values, idCheckFields, (issues) => {
        const keys = new Map<string, string>();
        for (const [field, key] of verificationKeys(issues)) {
          keys.set(field, `messages.${key === 'invalidField' ? 'last4Only' : key}`);
        }
        return keys;
      }),
    send: async (check) => {
      onSave(check);
    },
    failure: verificationFailure,
    afterSend: 'stay',
  });
  return (
    <Dialog
      className="staff-dialog"
      aria-labelledby="id-check-title"
      aria-describedby="id-check-description"
      busy={busy}
      onCancel={onCancel}
      initialFocus="select"
    >
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <h2 id="id-check-title">{checksT('recordTitle', { name })}</h2>
        <p id="id-check-description">{checksT('recordDescription')}</p>
        <SelectField {...fieldProps('documentType', t)} label={checksT('documentType')}>
          {idDocumentTypes.map((type) => (
            <option key={type} value={type}>
              {t(`documents.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          {...fieldProps('last4', t)}
          label={checksT('last4')}
          hint={checksT('last4Hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          // Not limited to 4: a box that cut a typed number short would keep its first 4 characters, not its
          // last 4. A longer value is refused with the reason instead.
          maxLength={40}
          required
        />
        <SelectField {...fieldProps('method', t)} label={checksT('method')}>
          {idCheckMethods.map((method) => (
            <option key={method} value={method}>
              {t(`methods.${method}`)}
            </option>
          ))}
        </SelectField>
        <FormError t={t} notice={error} />
        <SubmitButton
          ref={submitRef}
          busy={busy}
          icon={<CheckIcon />}
          label={checksT('save')}
          busyLabel={t('business.sending')}
        />
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {checksT('cancel')}
        </button>
      </form>
    </Dialog>
  );
}
