// "Your checks" on the own profile: how to get the ID checked badge when there is none, and for Employers the
// GSTIN to send for a staff check, with where that check stands (waiting, checked, or refused and why).
import { gstinOf, verificationMessages, type BusinessState, type GstinRequest } from '@kaamsetu/contract';
import { useTranslation, type Translate } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/date-time';
import { messageKeyOf, refusalNotice } from '../../../lib/contract-messages';
import { FormError, FormStatus } from '../../../components/ui/form-notice';
import { TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useContractForm, type Checked } from '../../../components/ui/use-contract-form';
import { SendIcon } from '../../../components/ui/icons';
import type { useOwnVerification } from '../api/get-own-verification';
import { useSubmitGstin } from '../api/submit-gstin';

interface OwnVerificationProps {
  verification: ReturnType<typeof useOwnVerification>['data'];
  isEmployer: boolean;
}

export function OwnVerification({ verification, isEmployer }: OwnVerificationProps) {
  const { t } = useTranslation('trust');
  if (!verification) return null;
  return (
    <section className="wallet-section own-verification" aria-labelledby="own-verification-title">
      <h2 id="own-verification-title">{t('own.title')}</h2>
      {verification.idCheck ? null : <p>{t('own.noIdCheck')}</p>}
      {isEmployer ? <BusinessSection business={verification.business} /> : null}
    </section>
  );
}

function BusinessStatus({ t, business }: { t: Translate; business: BusinessState }) {
  const { language } = useTranslation('trust');
  return (
    <div className="business-state">
      <p>{t('business.current', { gstin: business.gstin })}</p>
      <p>
        <span className={`badge badge-status business-${business.status}`}>
          {t(`business.status.${business.status}`)}
        </span>{' '}
        {formatDate(business.decidedAt ?? business.submittedAt, language)}
      </p>
      {business.status === 'refused' && business.refusedReason ? (
        <p>{t('business.refusedReason', { reason: business.refusedReason })}</p>
      ) : null}
    </div>
  );
}

function BusinessSection({ business }: { business: BusinessState | null }) {
  const { t } = useTranslation('trust');
  const submit = useSubmitGstin();
  const { fieldProps, setValues, error, status, busy, formRef, submitRef, onSubmit } = useContractForm({
    initial: { gstin: '' },
    fields: ['gstin'] as const,
    idOf: () => 'own-gstin',
    // The contract's plain check (as gstinRequestSchema checks), so the profile does not load zod for this form.
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
    <div className="own-business">
      <h3>{t('business.title')}</h3>
      {business ? <BusinessStatus t={t} business={business} /> : <p>{t('business.intro')}</p>}
      {business?.status === 'verified' ? null : (
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
      )}
    </div>
  );
}
