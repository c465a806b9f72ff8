// The edge of the world for money coming in: a payment gateway that makes orders and signs payments.
// `fake` behaves like Razorpay (same order/payment ids, same HMAC signatures) without any network;
// `razorpay` calls the real Orders API.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface GatewayOrder {
  orderId: string;
}

export interface PaymentGateway {
  readonly provider: 'fake' | 'razorpay';
  /** The public checkout key the web app needs (Razorpay only). */
  readonly keyId?: string;
  createOrder(input: { amountPaise: number; receipt: string }): Promise<GatewayOrder>;
  /** Whether `signature` is the gateway's signature of this order's payment (from the checkout). */
  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Whether `signature` (the webhook's header) signs this exact raw body. */
  verifyWebhook(rawBody: string, signature: string): boolean;
}

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Compares a received hex signature with the expected one without leaking where they differ. */
export function signatureMatches(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
