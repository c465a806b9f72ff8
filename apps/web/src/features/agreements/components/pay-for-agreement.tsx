// The Employer pays the wage (and KaamSetu's fee) into escrow, as a wallet recharge is paid: a confirmation of
// the amounts first, then an order from the server, then the gateway it names (the test gateway's dialog, or
// Razorpay's checkout), and whatever the gateway says is confirmed with the server, which alone decides that
// the wage is held. Each request to the server carries the Idempotency-Key of the person's one action.
import { personName } from '@kaamsetu/contract';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { Agreement, FundAgreementResponse } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { payFakeOrder } from '../../../lib/pay-fake-order';
import { CheckoutClosed, payWithRazorpay, type PaymentProof } from '../../../lib/razorpay-checkout';
import { formatPrice } from '../../../lib/rupees';
import { FakeCheckoutDialog } from '../../../components/payments/fake-checkout-dialog';
import type { Notice } from '../../../components/ui/form-notice';
import { WalletIcon } from '../../../components/ui/icons';
import { refreshAfterFailure, rememberAgreement } from '../api/agreement-cache';
import { confirmFunding } from '../api/confirm-funding';
import { fundAgreement } from '../api/fund-agreement';
import { agreementRefusal } from '../agreement-text';
import { useAttemptKeys } from '../use-attempt-keys';
import { ConfirmStep } from './confirm-step';

export type StepOutcome = { error: Notice } | { status: Notice };

interface PayForAgreementProps {
  agreement: Agreement;
  onDone: (outcome: StepOutcome) => void;
}

export function PayForAgreement({ agreement, onDone }: PayForAgreementProps) {
  const { t, language } = useTranslation('agreements');
  // The test gateway's dialog speaks from the wallet catalogue: loaded with the button, not when it opens.
  useTranslation('wallet');
  const client = useQueryClient();
  const fundKeys = useAttemptKeys();
  const confirmKeys = useAttemptKeys();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<FundAgreementResponse | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const total = formatPrice(agreement.amountPaise + agreement.feePaise, language);
  const name = personName(agreement.worker.name);

  /** Ends one payment attempt; the page says how it went. */
  function finish(outcome: StepOutcome) {
    flushSync(() => {
      setOrder(null);
      setAsking(false);
      setBusy(false);
    });
    onDone(outcome);
  }

  async function failed(caught: unknown) {
    await refreshAfterFailure(client, agreement.id, caught);
    if (caught instanceof CheckoutClosed) finish({ status: { key: 'pay.cancelled' } });
    else finish({ error: agreementRefusal(caught, 'pay.failed') });
  }

  async function confirmPayment(orderId: string, proof: PaymentProof) {
    const key = confirmKeys.keyFor(`${orderId}:${proof.paymentId}`);
    try {
      const answer = await confirmFunding(agreement.id, proof, key);
      confirmKeys.settle();
      await rememberAgreement(client, answer.agreement);
    } catch (caught) {
      confirmKeys.settle(caught);
      throw caught;
    }
    finish({ status: { key: 'done.pay', values: { amount: formatPrice(agreement.amountPaise, language), name } } });
  }

  async function start() {
    setBusy(true);
    try {
      const key = fundKeys.keyFor('fund');
      let created: FundAgreementResponse;
      try {
        created = await fundAgreement(agreement.id, key);
        fundKeys.settle();
      } catch (caught) {
        fundKeys.settle(caught);
        throw caught;
      }
      if (created.provider === 'fake') {
        // The test gateway's dialog takes over; its buttons finish the attempt.
        flushSync(() => {
          setAsking(false);
          setBusy(false);
        });
        setOrder(created);
        return;
      }
      if (!created.keyId) throw new Error('The server named Razorpay without a checkout key');
      // Our question closes before Razorpay's own window opens over the page.
      setAsking(false);
      const proof = await payWithRazorpay({
        keyId: created.keyId,
        orderId: created.orderId,
        amountPaise: created.amountPaise,
        description: t('pay.checkoutDescription'),
      });
      await confirmPayment(created.orderId, proof);
    } catch (caught) {
      await failed(caught);
    }
  }

  async function payTestOrder(current: FundAgreementResponse) {
    setBusy(true);
    try {
      const payment = await payFakeOrder(current.orderId, 'success');
      if (payment.status !== 'captured') finish({ error: { key: 'pay.paymentFailed' } });
      else await confirmPayment(current.orderId, payment);
    } catch (caught) {
      await failed(caught);
    }
  }

  async function failTestOrder(current: FundAgreementResponse) {
    setBusy(true);
    try {
      await payFakeOrder(current.orderId, 'failure');
      finish({ error: { key: 'pay.paymentFailed' } });
    } catch (caught) {
      await failed(caught);
    }
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="button button-primary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => setAsking(true)}
      >
        <WalletIcon />
        {busy ? t('pay.working') : t('pay.button', { amount: total })}
      </button>
      {asking ? (
        <ConfirmStep
          id="agreement-pay"
          title={t('pay.confirmTitle', { amount: total })}
          confirmLabel={t('pay.confirm', { amount: total })}
          busyLabel={t('pay.working')}
          icon={<WalletIcon />}
          busy={busy}
          onConfirm={() => void start()}
          onCancel={() => {
            flushSync(() => setAsking(false));
            buttonRef.current?.focus();
          }}
        >
          <dl className="agreement-pay-facts">
            <div>
              <dt>{t('pay.wageFor', { name })}</dt>
              <dd>{formatPrice(agreement.amountPaise, language)}</dd>
            </div>
            {agreement.feePaise > 0 ? (
              <div>
                <dt>{t('facts.fee')}</dt>
                <dd>{formatPrice(agreement.feePaise, language)}</dd>
              </div>
            ) : null}
          </dl>
          <p>{t('pay.held', { name })}</p>
        </ConfirmStep>
      ) : null}
      {order ? (
        <FakeCheckoutDialog
          orderId={order.orderId}
          amountPaise={order.amountPaise}
          busy={busy}
          onPay={() => void payTestOrder(order)}
          onFail={() => void failTestOrder(order)}
          onCancel={() => finish({ status: { key: 'pay.cancelled' } })}
        />
      ) : null}
    </>
  );
}
