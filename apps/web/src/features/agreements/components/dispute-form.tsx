// Opening a dispute, or giving one's side of a dispute the other person opened: what happened, in the
// person's own words. The wage stays held until KaamSetu's staff have read both sides and split it.
import { agreementMessages, AGREEMENT_STATEMENT_MAX, disputeRequestSchema, type Agreement } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { fieldErrorKeysFor, type ValidationIssue } from '../../../lib/contract-messages';
import { TextAreaField } from '../../../components/ui/form-field';
import { FormError } from '../../../components/ui/form-notice';
import { FlagIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { checkWithSchema, useContractForm } from '../../../components/ui/use-contract-form';
import { useActOnAgreement } from '../api/act-on-agreement';
import { agreementRefusal } from '../agreement-text';
import { useAttemptKeys } from '../use-attempt-keys';

type Field = 'statement';
const fields: readonly Field[] = ['statement'];
const keysOf = fieldErrorKeysFor(agreementMessages);

function statementErrorKeys(issues: readonly ValidationIssue[]): Map<string, string> {
  return new Map(
    [...keysOf(issues)].map(([field, key]) => [field, key === 'invalidField' ? 'dispute.invalid' : `messages.${key}`]),
  );
}

interface DisputeFormProps {
  id: string;
  agreement: Agreement;
  onSent: () => void;
  onCancel: () => void;
}

export function DisputeForm({ id, agreement, onSent, onCancel }: DisputeFormProps) {
  const { t } = useTranslation('agreements');
  const act = useActOnAgreement();
  const keys = useAttemptKeys();
  const first = agreement.status !== 'disputed';
  const { fieldProps, error, busy, formRef, submitRef, onSubmit } = useContractForm({
    initial: { statement: '' },
    fields,
    idOf: () => `${id}-statement`,
    check: (values) => checkWithSchema(disputeRequestSchema, values, fields, statementErrorKeys),
    send: async ({ statement }) => {
      const idempotencyKey = keys.keyFor(`dispute:${statement}`);
      try {
        await act.mutateAsync({ agreementId: agreement.id, idempotencyKey, step: 'dispute', statement });
        keys.settle();
      } catch (caught) {
        keys.settle(caught);
        throw caught;
      }
      onSent();
    },
    failure: (caught) => agreementRefusal(caught, 'dispute.failed'),
  });

  return (
    <form
      id={id}
      ref={formRef}
      className="form agreement-dispute"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{first ? t('dispute.title') : t('dispute.yourSideTitle')}</h3>
      <p className="field-hint">{t('dispute.intro')}</p>
      <TextAreaField
        {...fieldProps('statement', t)}
        label={t('dispute.statement')}
        hint={t('dispute.hint')}
        rows={5}
        maxLength={AGREEMENT_STATEMENT_MAX}
      />
      <FormError t={t} notice={error} />
      <SubmitButton
        ref={submitRef}
        busy={busy}
        icon={<FlagIcon />}
        label={t('dispute.submit')}
        busyLabel={t('dispute.sending')}
      />
      <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
        {t('confirm.back')}
      </button>
    </form>
  );
}
