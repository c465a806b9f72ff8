// The banner a warned or suspended person sees on Home and on their own profile: what staff decided and why,
// when, and until when they can appeal, with the appeal form. Nothing shows for a person in good standing.
import './standing-banner.css';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { appealRequestSchema, safetyMessages, type Sanction } from '@kaamsetu/contract';
import { useTranslation, type Translate } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/date-time';
import { fieldErrorKeysFor, refusalNotice, type ValidationIssue } from '../../lib/contract-messages';
import { useFileAppeal, useStanding } from '../../lib/get-standing';
import { TextAreaField } from '../ui/form-field';
import { FormError, FormStatus, type Notice } from '../ui/form-notice';
import { SendIcon } from '../ui/icons';
import { SubmitButton } from '../ui/submit-button';
import { checkWithSchema, useContractForm } from '../ui/use-contract-form';

const safetyKeysOf = fieldErrorKeysFor(safetyMessages);
function appealErrorKeys(issues: readonly ValidationIssue[]): Map<string, string> {
  return new Map(
    [...safetyKeysOf(issues)].map(([field, key]) => [
      field,
      key === 'invalidField' ? 'messages.appealTextRequired' : `messages.${key}`,
    ]),
  );
}

export function StandingBanner() {
  const { t, language } = useTranslation('safety');
  const standing = useStanding();
  const [appealing, setAppealing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const sanction = standing.data?.sanction;
  if (!standing.data || !sanction) return null;
  const suspended = standing.data.status === 'suspended';

  return (
    <section
      className={`standing-banner ${suspended ? 'standing-suspended' : 'standing-warned'}`}
      aria-labelledby="standing-title"
    >
      <h2 id="standing-title" tabIndex={-1}>
        {t(suspended ? 'standing.suspendedTitle' : 'standing.warnedTitle')}
      </h2>
      <p>{t('standing.reason', { reason: sanction.reason })}</p>
      <p className="standing-date">{t('standing.givenOn', { date: formatDateTime(sanction.at, language) })}</p>
      {suspended ? <p>{t('standing.suspendedNote')}</p> : null}
      <AppealState t={t} sanction={sanction} language={language} />
      <FormStatus t={t} notice={notice} />
      {sanction.canAppeal && !appealing ? (
        <button type="button" className="button button-secondary" onClick={() => setAppealing(true)}>
          {t('standing.appealOpen')}
        </button>
      ) : null}
      {sanction.canAppeal && appealing ? (
        <AppealForm
          onSent={(sent) => {
            flushSync(() => {
              setAppealing(false);
              setNotice(sent);
            });
            document.getElementById('standing-title')?.focus();
          }}
          onCancel={() => setAppealing(false)}
        />
      ) : null}
    </section>
  );
}

interface AppealStateProps {
  t: Translate;
  sanction: Sanction;
  language: Parameters<typeof formatDateTime>[1];
}

function AppealState({ t, sanction, language }: AppealStateProps) {
  if (sanction.appeal?.status === 'pending') return <p>{t('standing.appealPending')}</p>;
  if (sanction.appeal?.status === 'upheld') return <p>{t('standing.appealUpheld')}</p>;
  if (sanction.canAppeal) {
    return <p>{t('standing.appealUntil', { date: formatDateTime(sanction.appealUntil, language) })}</p>;
  }
  return <p>{t('standing.appealClosed')}</p>;
}

type Field = 'text';
const fields: readonly Field[] = ['text'];

function AppealForm({ onSent, onCancel }: { onSent: (notice: Notice) => void; onCancel: () => void }) {
  const { t } = useTranslation('safety');
  const appeal = useFileAppeal();
  const { formRef, submitRef, onSubmit, error, busy, fieldProps } = useContractForm({
    initial: { text: '' },
    fields,
    idOf: () => 'appeal-text',
    check: (typed) => checkWithSchema(appealRequestSchema, typed, fields, appealErrorKeys),
    send: async (input) => {
      await appeal.mutateAsync(input);
      onSent({ key: 'messages.appealFiled' });
    },
    failure: (caught) => refusalNotice(caught, safetyMessages, 'messages', 'standing.appealFailed'),
  });
  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-labelledby="appeal-title">
      <h3 id="appeal-title">{t('standing.appealTitle')}</h3>
      <TextAreaField
        {...fieldProps('text', t)}
        label={t('standing.appealLabel')}
        hint={t('standing.appealHint')}
        maxLength={1000}
      />
      <FormError t={t} notice={error} />
      <div className="standing-actions">
        <SubmitButton
          ref={submitRef}
          busy={busy}
          icon={<SendIcon />}
          label={t('standing.appealSubmit')}
          busyLabel={t('standing.appealSending')}
        />
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('standing.cancel')}
        </button>
      </div>
    </form>
  );
}
