// Razorpay's own checkout, loaded only when someone pays through it (a recharge, a work agreement's wage; it is
// large and third-party). It resolves with the payment id and signature to confirm with the server, or rejects
// when the person closes it (after a failed payment or without paying).
import type { ConfirmRechargeRequest } from '@kaamsetu/contract';

/** What a checkout hands back for the server to verify with the gateway. */
export type PaymentProof = ConfirmRechargeRequest;

const CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

export class CheckoutClosed extends Error {
  override name = 'CheckoutClosed';
}

export class CheckoutFailed extends Error {
  override name = 'CheckoutFailed';
}

let loading: Promise<RazorpayConstructor> | undefined;

function loadCheckout(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_URL;
    script.async = true;
    script.onload = () => {
      const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (Razorpay) resolve(Razorpay);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => {
      // Let the next attempt try again instead of remembering the failure.
      loading = undefined;
      script.remove();
      reject(new Error('Razorpay checkout did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface RazorpayOrder {
  keyId: string;
  orderId: string;
  amountPaise: number;
  description: string;
}

export async function payWithRazorpay({
  keyId,
  orderId,
  amountPaise,
  description,
}: RazorpayOrder): Promise<PaymentProof> {
  const Razorpay = await loadCheckout();
  return new Promise<PaymentProof>((resolve, reject) => {
    // A failed attempt leaves Razorpay's window open for another try; only closing it ends the payment.
    let failed = false;
    const checkout = new Razorpay({
      key: keyId,
      order_id: orderId,
      amount: amountPaise,
      currency: 'INR',
      name: 'KaamSetu',
      description,
      handler: (response: RazorpaySuccess) =>
        resolve({ paymentId: response.razorpay_payment_id, signature: response.razorpay_signature }),
      modal: { ondismiss: () => reject(failed ? new CheckoutFailed() : new CheckoutClosed()) },
    });
    checkout.on('payment.failed', () => {
      failed = true;
    });
    checkout.open();
  });
}
