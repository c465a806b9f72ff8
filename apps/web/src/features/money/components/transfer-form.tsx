// Transfer to UPI: Earnings out to the person's UPI ID. The spec's checks run here first (an amount above 0
// and a UPI ID, no more than the Earnings, a UPI ID that looks like one); the rest (the smallest transfer,
// limits) is the server's to say. Then a confirmation with the amount, the UPI ID and when it usually arrives;
// only Confirm sends. One Idempotency-Key per submission, kept while that submission is retried.
//
// Afterwards the form says what is true (issue 21): "Requested" with the payout's status while it is pending,
// the spec's "Transfer Successful!" only once it is paid, and the reason when it failed.
import { useRef, useState } from 'react';
import { PAYOUT_MIN_PAISE, walletMessages, type Payout, type PayoutStatus } from '@kaamsetu/contract';
import { useTranslation, type SupportedLanguage, type Translate } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { refusalNotice } from '../../../lib/contract-messages';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatPrice, formatRupees, paiseFromRupees } from '../../../lib/rupees';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { TextField } from '../../../components/ui/form-field';
import { checkedBy, useContractForm } from '../../../components/ui/use-contract-form';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { usePayouts } from '../api/get-payouts';
import { useRequestPayout } from '../api/request-payout';
import { SendIcon } from '../../../components/ui/icons';
import { isUpiId } from '../wallet-checks';
import { TransferConfirmDialog } from './transfer-confirm-dialog';

type Field = 'amount' | 'upiId';
const fieldOrder: readonly Field[] = ['amount', 'upiId'];
const fieldIds: Record<Field, string> = { amount: 'transfer-amount', upiId: 'transfer-upi' };
const OFFLINE_NOTE_ID = 'transfer-offline';

interface Attempt {
  idempotencyKey: string;
  amountPaise: number;
  upiId: string;
}

/** A transfer the server accepted: what was asked for, and the status it answered with. */
interface Requested {
  payoutId: string;
  amountPaise: number;
  upiId: string;
  status: PayoutStatus;
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
  else if (!isUpiId(upiId)) problems.upiId = 'messages.invalidUpiId';
  return problems;
}

/** What to say about a requested transfer, from its latest known state. */
export function requestedNotice(
  requested: Requested,
  latest: Pick<Payout, 'status' | 'reason'> | undefined,
  t: Translate,
  language: SupportedLanguage,
): Notice {
  const status = latest?.status ?? requested.status;
  const values = {
    amount: formatRupees(requested.amountPaise, language),
    upiId: requested.upiId,
    status: t(`payoutStatus.${status}`),
  };
  if (status === 'paid') return { key: 'transfer.successful', values };
  if (status === 'failed' || status === 'rejected') {
    return { key: 'transfer.notSent', values: { ...values, reason: latest?.reason ?? t('transfer.noReason') } };
  }
  return { key: 'transfer.requested', values: { ...values, arrival: t('transfer.arrival') } };
}

export function TransferForm({ earningsPaise }: { earningsPaise: number }) {
  const { t, language } = useTranslation('wallet');
  const online = useOnlineStatus();
  const hydrated = useHydrated();
  const payout = useRequestPayout();
  const [requested, setRequested] = useState<Requested | null>(null);
  const [confirming, setConfirming] = useState<{ attempt: Attempt; answer: (send: boolean) => void } | null>(null);
  const payouts = usePayouts({ watchId: requested?.payoutId, enabled: requested !== null });
  const latest = payouts.data?.payouts.find((row) => row.id === requested?.payoutId);
  // The submission whose answer never arrived: sending the same again reuses its key.
  const pending = useRef<Attempt | null>(null);

  /** Opens the confirmation; true once the person presses Confirm, false on Cancel or Escape. */
  function askToConfirm(attempt: Attempt): Promise<boolean> {
    return new Promise((resolve) => {
      setConfirming({
        attempt,
        answer: (send) => {
          setConfirming(null);
          resolve(send);
        },
      });
    });
  }

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
    send: async (attempt) => {
      if (!(await askToConfirm(attempt))) return;
      setRequested(null);
      pending.current = attempt;
      try {
        const sent = await payout.mutateAsync(attempt);
        pending.current = null;
        setValues((typed) => ({ ...typed, amount: '' }));
        setRequested({
          payoutId: sent.payoutId,
          amountPaise: attempt.amountPaise,
          upiId: attempt.upiId,
          status: sent.status,
        });
      } catch (caught) {
        // A refusal is final for this submission; only a lost answer is worth sending again as the same one.
        if (caught instanceof ApiError && caught.status < 500) pending.current = null;
        throw caught;
      }
    },
    failure: (caught) => refusalNotice(caught, walletMessages, 'messages', 'transfer.failed'),
    // The keyboard goes back to Transfer after a send and after Cancel, where the person left it.
    afterSend: 'refocus',
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
      <FormStatus t={t} notice={requested ? requestedNotice(requested, latest, t, language) : status} />
      {online ? null : (
        <p id={OFFLINE_NOTE_ID} className="field-hint">
          {t('offline.transferNeedsConnection')}
        </p>
      )}
      <button
        ref={submitRef}
        type="submit"
        className="button button-primary"
        disabled={busy || !hydrated || !online}
        aria-busy={payout.isPending}
        aria-describedby={online ? undefined : OFFLINE_NOTE_ID}
      >
        <SendIcon />
        {/* Busy from the press on, but "Sending…" only once Confirm was pressed. */}
        {payout.isPending ? t('transfer.working') : t('transfer.submit')}
      </button>
      {confirming ? (
        <TransferConfirmDialog
          amountPaise={confirming.attempt.amountPaise}
          upiId={confirming.attempt.upiId}
          onConfirm={() => confirming.answer(true)}
          onCancel={() => confirming.answer(false)}
        />
      ) : null}
    </form>
  );
}
