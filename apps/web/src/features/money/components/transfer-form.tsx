// Transfer to UPI: Earnings out to the person's UPI ID. The spec's checks run here first (an amount above 0
// and a UPI ID, no more than the Earnings, a UPI ID that looks like one); the rest (the smallest transfer,
// limits) is the server's to say. One Idempotency-Key per submission, kept while that submission is retried.
import { useRef } from 'react';
import { PAYOUT_MIN_PAISE, upiIdSchema, walletMessages } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { refusalNotice } from '../../../lib/contract-messages';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatPrice, formatRupees, paiseFromRupees } from '../../../lib/rupees';
import { TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { checkedBy, useContractForm } from '../../../components/ui/use-contract-form';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { useRequestPayout } from '../api/request-payout';
import { SendIcon } from '../../../components/ui/icons';

type Field = 'amount' | 'upiId';
const fieldOrder: readonly Field[] = ['amount', 'upiId'];
const fieldIds: Record<Field, string> = { amount: 'transfer-amount', upiId: 'transfer-upi' };

interface Attempt {
  idempotencyKey: string;
  amountPaise: number;
  upiId: string;
}

/** The browser's checks, as catalogue keys per field; empty when the transfer may be sent. */
export function transferProblems(
  amountPaise: number | null,
  upiId: string,
  earningsPaise: number,
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (amountPaise === null || amountPaise <= 0) problems.amount = 'messages.invalidTransfer';
  else if (amountPaise > earningsPaise) problems.amount = 'messages.insufficientFunds';
  if (upiId === '') problems.upiId = 'messages.invalidTransfer';
  else if (!upiIdSchema.safeParse(upiId).success) problems.upiId = 'messages.invalidUpiId';
  return problems;
}

export function TransferForm({ earningsPaise }: { earningsPaise: number }) {
  const { t, language } = useTranslation('wallet');
  const payout = useRequestPayout();
  // The submission whose answer never arrived: sending the same again reuses its key.
  const pending = useRef<Attempt | null>(null);
  const { fieldProps, setValues, error, status, busy, formRef, submitRef, onSubmit } = useContractForm({
    initial: { amount: '', upiId: '' },
    fields: fieldOrder,
    idOf: (field) => fieldIds[field],
    check: (typed) => {
      const amountPaise = paiseFromRupees(typed.amount);
      const upiId = typed.upiId.trim();
      return checkedBy(transferProblems(amountPaise, upiId, earningsPaise), () => {
        const previous = pending.current;
        return previous && previous.amountPaise === amountPaise && previous.upiId === upiId
          ? previous
          : // transferProblems refuses a missing amount, so it is a number here.
            { idempotencyKey: newIdempotencyKey(), amountPaise: amountPaise ?? 0, upiId };
      });
    },
    send: async (attempt): Promise<Notice> => {
      pending.current = attempt;
      try {
        const sent = await payout.mutateAsync(attempt);
        pending.current = null;
        setValues((typed) => ({ ...typed, amount: '' }));
        return {
          key: 'transfer.successful',
          values: {
            amount: formatRupees(attempt.amountPaise, language),
            upiId: attempt.upiId,
            status: t(`payoutStatus.${sent.status}`),
          },
        };
      } catch (caught) {
        // A refusal is final for this submission; only a lost answer is worth sending again as the same one.
        if (caught instanceof ApiError && caught.status < 500) pending.current = null;
        throw caught;
      }
    },
    failure: (caught) => refusalNotice(caught, walletMessages, 'messages', 'transfer.failed'),
    afterSend: 'stay',
  });

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-labelledby="transfer-title">
      <h2 id="transfer-title">{t('transfer.title')}</h2>
      <p className="field-hint">
        {t('transfer.intro', {
          earnings: formatRupees(earningsPaise, language),
          min: formatPrice(PAYOUT_MIN_PAISE, language),
        })}
      </p>
      <TextField
        {...fieldProps('amount', t)}
        label={t('transfer.amount')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
      />
      <TextField
        {...fieldProps('upiId', t)}
        label={t('transfer.upiId')}
        hint={t('transfer.upiHint')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={320}
      />
      <FormError t={t} notice={error} />
      <FormStatus t={t} notice={status} />
      <SubmitButton
        ref={submitRef}
        busy={busy}
        icon={<SendIcon />}
        label={t('transfer.submit')}
        busyLabel={t('transfer.working')}
      />
    </form>
  );
}
