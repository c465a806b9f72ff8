// The Employer's proposal: what the work is, the wage in whole rupees, the start day and how many days.
// Checked with the contract's own schema first (₹100 to ₹2,00,000 in whole rupees, 1 to 60 days, a title, a
// start from today up to 90 days ahead), so each field's problem shows before anything is sent; the schema is
// fetched once the person is in the form, so the page paints without zod. The server's refusals (no engagement
// with this worker yet) show under the form in the reader's words.
import { useRef, useState } from 'react';
import {
  AGREEMENT_DESCRIPTION_MAX,
  AGREEMENT_HOURS_MAX,
  AGREEMENT_SITE_MAX,
  AGREEMENT_MAX_DAYS,
  AGREEMENT_MAX_PAISE,
  AGREEMENT_MIN_PAISE,
  AGREEMENT_START_MAX_DAYS_AHEAD,
  AGREEMENT_TITLE_MAX,
  type Agreement,
  type agreementMessages,
} from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatPrice } from '../../../lib/rupees';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { FormError } from '../../../components/ui/form-notice';
import { SendIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { loadOnFirstUse } from '../../../components/ui/load-on-first-use';
import { useContractForm } from '../../../components/ui/use-contract-form';
import { useProposeAgreement, type ProposalAttempt } from '../api/propose-agreement';
import { agreementRefusal, isoDay } from '../agreement-text';
import { daysAhead, fieldOrder, type Field, type ProposalValues } from '../proposal-fields';

/** The form's check (proposal-check.ts, with the contract's schema): fetched once the person is in the form. */
const proposalCheck = loadOnFirstUse(() => import('../proposal-check'));

/** The field a refusal of the server is about, when it names one. */
const fieldOfMessage: Partial<Record<keyof typeof agreementMessages, Field>> = {
  titleRequired: 'title',
  amountInvalid: 'amount',
  startsOnInvalid: 'startsOn',
  daysInvalid: 'days',
};

export function emptyProposal(today: Date): ProposalValues {
  return {
    title: '',
    amount: '',
    startsOn: isoDay(daysAhead(today, 1)),
    days: '1',
    site: '',
    hours: '',
    description: '',
  };
}

interface ProposalFormProps {
  workerId: string;
  onProposed: (agreement: Agreement) => void;
}

export function ProposalForm({ workerId, onProposed }: ProposalFormProps) {
  const { t, language } = useTranslation('agreements');
  const propose = useProposeAgreement();
  const [today] = useState(() => new Date());
  // The submission whose answer never arrived: sending the same again reuses its key.
  const pending = useRef<ProposalAttempt | null>(null);
  const { fieldProps, error, busy, formRef, submitRef, onSubmit } = useContractForm({
    initial: () => emptyProposal(today),
    fields: fieldOrder,
    idOf: (field) => `proposal-${field}`,
    check: (values) => proposalCheck.run(({ checkProposal }) => checkProposal(values, workerId, today)),
    send: async (proposal) => {
      const previous = pending.current;
      const attempt =
        previous && JSON.stringify(previous.proposal) === JSON.stringify(proposal)
          ? previous
          : { proposal, idempotencyKey: newIdempotencyKey() };
      pending.current = attempt;
      try {
        const answer = await propose.mutateAsync(attempt);
        pending.current = null;
        onProposed(answer.agreement);
      } catch (caught) {
        // A refusal is final for this submission; only a lost answer is worth sending again as the same one.
        if (caught instanceof ApiError && caught.status < 500) pending.current = null;
        throw caught;
      }
    },
    failure: (caught) => {
      const notice = agreementRefusal(caught, 'propose.failed');
      if (!('key' in notice) || !notice.key.startsWith('messages.')) return notice;
      const field = fieldOfMessage[notice.key.slice('messages.'.length) as keyof typeof agreementMessages];
      return field ? { field, key: notice.key } : notice;
    },
  });

  return (
    <form ref={formRef} className="form agreement-form" noValidate onSubmit={onSubmit} onFocus={proposalCheck.start}>
      <TextField
        {...fieldProps('title', t)}
        label={t('propose.workTitle')}
        hint={t('propose.workTitleHint')}
        maxLength={AGREEMENT_TITLE_MAX}
        autoComplete="off"
      />
      <TextField
        {...fieldProps('amount', t)}
        label={t('propose.amount')}
        hint={t('propose.amountHint', {
          min: formatPrice(AGREEMENT_MIN_PAISE, language),
          max: formatPrice(AGREEMENT_MAX_PAISE, language),
        })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
      />
      <div className="agreement-form-row">
        <TextField
          {...fieldProps('startsOn', t)}
          label={t('propose.startsOn')}
          type="date"
          min={isoDay(today)}
          max={isoDay(daysAhead(today, AGREEMENT_START_MAX_DAYS_AHEAD))}
        />
        <TextField
          {...fieldProps('days', t)}
          label={t('propose.days')}
          hint={t('propose.daysHint', { max: AGREEMENT_MAX_DAYS })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
        />
      </div>
      <TextField
        {...fieldProps('site', t)}
        label={t('propose.site')}
        hint={t('propose.siteHint')}
        autoComplete="street-address"
        maxLength={AGREEMENT_SITE_MAX}
      />
      <TextField
        {...fieldProps('hours', t)}
        label={t('propose.hours')}
        hint={t('propose.hoursHint')}
        autoComplete="off"
        maxLength={AGREEMENT_HOURS_MAX}
      />
      <TextAreaField
        {...fieldProps('description', t)}
        label={t('propose.description')}
        hint={t('propose.descriptionHint')}
        rows={4}
        maxLength={AGREEMENT_DESCRIPTION_MAX}
      />
      <FormError t={t} notice={error} />
      <SubmitButton
        ref={submitRef}
        busy={busy}
        icon={<SendIcon />}
        label={t('propose.submit')}
        busyLabel={t('propose.sending')}
      />
    </form>
  );
}
