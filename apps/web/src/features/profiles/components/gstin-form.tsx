// The GSTIN an Employer sends for a staff check, from "Your checks" on the own profile (own-verification.tsx).
// The contract's plain check (as gstinRequestSchema checks), so the profile does not load zod for this form.
import { gstinOf, verificationMessages, type BusinessState, type GstinRequest } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { messageKeyOf, refusalNotice } from '../../../lib/contract-messages';
import { FormError, FormStatus } from '../../../components/ui/form-notice';
import { TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useContractForm, type Checked } from '../../../components/ui/use-contract-form';
import { SendIcon } from '../../../components/ui/icons';
import { useSubmitGstin } from '../api/submit-gstin';

export default function GstinForm({ business }: { business: BusinessState | null }) {
  const { t } = useTranslation('trust');
  const submit = useSubmitGstin();
  const { fieldProps, setValues, error, status, busy, formRef, submitRef, onSubmit } = useContractForm({
    initial: { gstin: '' },
    fields: ['gstin'] as const,
    idOf: () => 'own-gstin',
    check: ({ gstin }): Checked<'gstin', GstinRequest> => {
      const checked = gstinOf(gstin);
      return 'problem' in checked ? { errors: { gstin: `messages.${checked.problem}` } } : { data: checked };
    },
    send: async (data: GstinRequest) => {
      const answer = await submit.mutateAsync(data);
      setValues({ gstin: '' });
      const key = messageKeyOf(verificationMessages, answer.message);
      return key ? { key: `messages.${key}` } : { text: answer.message };
    },
    failure: (caught) => refusalNotice(caught, verificationMessages, 'messages', 'errors.failed'),
    afterSend: 'refocus',
  });

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <TextField
        {...fieldProps('gstin', t)}
        label={t('business.gstin')}
        hint={t('business.gstinHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
      />
      <FormError t={t} notice={error} />
      <FormStatus t={t} notice={status} />
      <SubmitButton
        ref={submitRef}
        busy={busy}
        icon={<SendIcon />}
        label={t(business ? 'business.change' : 'business.submit')}
        busyLabel={t('business.sending')}
      />
    </form>
  );
}
