// The form in which a warned or suspended person appeals staff's decision (shown by the standing banner, which
// loads it only when opened, so zod stays off the first paint of the pages that show the banner).
import { appealRequestSchema, safetyMessages } from '@kaamsetu/contract';
import { useTranslation } from '../../i18n/i18n';
import { fieldErrorKeysFor, refusalNotice, type ValidationIssue } from '../../lib/contract-messages';
import { useFileAppeal } from '../../lib/get-standing';
import { TextAreaField } from '../ui/form-field';
import { FormError, type Notice } from '../ui/form-notice';
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

type Field = 'text';
const fields: readonly Field[] = ['text'];

export default function AppealForm({ onSent, onCancel }: { onSent: (notice: Notice) => void; onCancel: () => void }) {
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
