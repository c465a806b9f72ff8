// Transfer to UPI: Earnings out to the person's UPI ID. The spec's checks run here first (an amount above 0
// and a UPI ID, no more than the Earnings, a UPI ID that looks like one); the rest (the smallest transfer,
// limits) is the server's to say. One Idempotency-Key per submission, kept while that submission is retried.
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { PAYOUT_MIN_PAISE, upiIdSchema, walletMessages } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { refusalNotice } from '../../../lib/contract-messages';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatPrice, formatRupees, paiseFromRupees } from '../../../lib/rupees';
import { focusFirstError, TextField } from '../../../components/ui/form-field';
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
  const [amount, setAmount] = useState('');
  const [upiId, setUpiId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<Notice | null>(null);
  const [status, setStatus] = useState<Notice | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // The submission whose answer never arrived: sending the same again reuses its key.
  const pending = useRef<Attempt | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setStatus(null);
    const amountPaise = paiseFromRupees(amount);
    const upi = upiId.trim();
    const found = transferProblems(amountPaise, upi, earningsPaise);
    setErrors(found);
    if (focusFirstError(formRef.current, fieldOrder, found, (field) => fieldIds[field]) || amountPaise === null) return;
    const previous = pending.current;
    const attempt =
      previous && previous.amountPaise === amountPaise && previous.upiId === upi
        ? previous
        : { idempotencyKey: newIdempotencyKey(), amountPaise, upiId: upi };
    pending.current = attempt;
    setBusy(true);
    try {
      const sent = await payout.mutateAsync(attempt);
      pending.current = null;
      setBusy(false);
      setAmount('');
      setStatus({
        key: 'transfer.successful',
        values: {
          amount: formatRupees(amountPaise, language),
          upiId: upi,
          status: t(`payoutStatus.${sent.status}`),
        },
      });
    } catch (caught) {
      // A refusal is final for this submission; only a lost answer is worth sending again as the same one.
      if (caught instanceof ApiError && caught.status < 500) pending.current = null;
      flushSync(() => {
        setBusy(false);
        setError(refusalNotice(caught, walletMessages, 'messages', 'transfer.failed'));
      });
      submitRef.current?.focus();
    }
  }

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="transfer-title"
    >
      <h2 id="transfer-title">{t('transfer.title')}</h2>
      <p className="field-hint">
        {t('transfer.intro', {
          earnings: formatRupees(earningsPaise, language),
          min: formatPrice(PAYOUT_MIN_PAISE, language),
        })}
      </p>
      <TextField
        id={fieldIds.amount}
        label={t('transfer.amount')}
        error={errors.amount ? t(errors.amount) : undefined}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
      />
      <TextField
        id={fieldIds.upiId}
        label={t('transfer.upiId')}
        hint={t('transfer.upiHint')}
        error={errors.upiId ? t(errors.upiId) : undefined}
        value={upiId}
        onChange={(event) => setUpiId(event.target.value)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={320}
      />
      <FormError t={t} notice={error} />
      <FormStatus t={t} notice={status} />
      <button ref={submitRef} type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
        <SendIcon />
        {busy ? t('transfer.working') : t('transfer.submit')}
      </button>
    </form>
  );
}
