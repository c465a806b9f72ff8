// Recharge: the amount in rupees (checked here first), an order from the server, then the gateway it names:
// the test gateway's dialog, or Razorpay's checkout. Whatever the gateway says is confirmed with the server,
// which alone decides whether Credits are added.
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { RECHARGE_MAX_PAISE, RECHARGE_MIN_PAISE, walletMessages } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { walletQueryRoot } from '../../../lib/query-client';
import { refusalNotice } from '../../../lib/contract-messages';
import { formatPrice, formatRupees, paiseFromRupees } from '../../../lib/rupees';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { TextField } from '../../../components/ui/form-field';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { payFakeOrder } from '../../../lib/pay-fake-order';
import { CheckoutClosed, CheckoutFailed, payWithRazorpay, type PaymentProof } from '../../../lib/razorpay-checkout';
import { FakeCheckoutDialog } from '../../../components/payments/fake-checkout-dialog';
import { isRechargeAmount } from '../wallet-checks';
import { confirmRecharge } from '../api/confirm-recharge';
import { createRecharge, type RechargeOrder } from '../api/create-recharge';
import { WalletIcon } from '../../../components/ui/icons';

const AMOUNT_ID = 'recharge-amount';
const OFFLINE_NOTE_ID = 'recharge-offline';

export function RechargeForm() {
  const { t, language } = useTranslation('wallet');
  const online = useOnlineStatus();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const [status, setStatus] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<RechargeOrder | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  /** Ends one recharge attempt with its message, giving the keyboard focus back to the form. */
  function finish(outcome: { error?: Notice; status?: Notice }) {
    flushSync(() => {
      setOrder(null);
      setBusy(false);
      setError(outcome.error ?? null);
      setStatus(outcome.status ?? null);
    });
    submitRef.current?.focus();
  }

  function failure(caught: unknown): Notice {
    if (caught instanceof CheckoutFailed) return { key: 'messages.paymentFailed' };
    return refusalNotice(caught, walletMessages, 'messages', 'recharge.failed');
  }

  async function confirm(orderId: string, proof: PaymentProof) {
    const confirmed = await confirmRecharge(orderId, proof);
    setAmount('');
    await client.invalidateQueries({ queryKey: walletQueryRoot });
    finish({
      status: { key: 'recharge.successful', values: { credits: formatRupees(confirmed.creditsPaise, language) } },
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setStatus(null);
    const amountPaise = paiseFromRupees(amount);
    if (amountPaise === null || !isRechargeAmount(amountPaise)) {
      setAmountError('messages.invalidRechargeAmount');
      amountRef.current?.focus();
      return;
    }
    setAmountError(null);
    setBusy(true);
    try {
      const created = await createRecharge(amountPaise);
      if (created.provider === 'fake') {
        // The dialog takes over; its buttons finish the attempt.
        setBusy(false);
        setOrder(created);
        return;
      }
      if (!created.keyId) throw new Error('The server named Razorpay without a checkout key');
      const proof = await payWithRazorpay({
        keyId: created.keyId,
        orderId: created.orderId,
        amountPaise: created.amountPaise,
        description: t('recharge.checkoutDescription'),
      });
      await confirm(created.orderId, proof);
    } catch (caught) {
      if (caught instanceof CheckoutClosed) finish({ status: { key: 'recharge.cancelled' } });
      else finish({ error: failure(caught) });
    }
  }

  async function payTestOrder(current: RechargeOrder) {
    setBusy(true);
    try {
      const payment = await payFakeOrder(current.orderId, 'success');
      if (payment.status !== 'captured') finish({ error: { key: 'messages.paymentFailed' } });
      else await confirm(current.orderId, payment);
    } catch (caught) {
      finish({ error: failure(caught) });
    }
  }

  async function failTestOrder(current: RechargeOrder) {
    setBusy(true);
    try {
      await payFakeOrder(current.orderId, 'failure');
      finish({ error: { key: 'messages.paymentFailed' } });
    } catch (caught) {
      finish({ error: failure(caught) });
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="recharge-title">
      <h2 id="recharge-title">{t('recharge.title')}</h2>
      <TextField
        ref={amountRef}
        id={AMOUNT_ID}
        label={t('recharge.amount')}
        hint={t('recharge.limits', {
          min: formatPrice(RECHARGE_MIN_PAISE, language),
          max: formatPrice(RECHARGE_MAX_PAISE, language),
        })}
        error={amountError ? t(amountError) : undefined}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="go"
        maxLength={12}
      />
      <FormError t={t} notice={error} />
      <FormStatus t={t} notice={status} />
      {online ? null : (
        <p id={OFFLINE_NOTE_ID} className="field-hint">
          {t('offline.rechargeNeedsConnection')}
        </p>
      )}
      <button
        ref={submitRef}
        type="submit"
        className="button button-primary"
        disabled={busy || !online}
        aria-busy={busy}
        aria-describedby={online ? undefined : OFFLINE_NOTE_ID}
      >
        <WalletIcon />
        {busy ? t('recharge.working') : t('recharge.submit')}
      </button>
      {order ? (
        <FakeCheckoutDialog
          orderId={order.orderId}
          amountPaise={order.amountPaise}
          busy={busy}
          onPay={() => void payTestOrder(order)}
          onFail={() => void failTestOrder(order)}
          onCancel={() => finish({ status: { key: 'recharge.cancelled' } })}
        />
      ) : null}
    </form>
  );
}
