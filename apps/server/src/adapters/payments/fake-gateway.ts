// The test gateway (PAYMENT_PROVIDER=fake, never in production): orders and signatures exactly as Razorpay
// makes them (checkout payments with the key secret, webhooks with the webhook secret), so the confirm and
// webhook code paths are the real ones. Its "checkout" is the dev route
// POST /api/dev/fake-gateway/orders/{orderId}/pay.
import { randomBytes } from 'node:crypto';
import { hmacHex, signatureMatches, type PaymentGateway } from './payment-gateway.js';

function gatewayId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export class FakePaymentGateway implements PaymentGateway {
  readonly provider = 'fake' as const;

  constructor(private readonly secrets: { readonly keySecret: string; readonly webhookSecret: string }) {}

  async createOrder(): Promise<{ orderId: string }> {
    return { orderId: gatewayId('order') };
  }

  /** What the customer's successful payment at the checkout returns. */
  pay(orderId: string): { paymentId: string; signature: string } {
    const paymentId = gatewayId('pay');
    return { paymentId, signature: hmacHex(this.secrets.keySecret, `${orderId}|${paymentId}`) };
  }

  /** The webhook the gateway sends for a captured payment, with its signature header. */
  webhookFor(input: { orderId: string; paymentId: string; amountPaise: number }): { body: string; signature: string } {
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: input.paymentId,
            order_id: input.orderId,
            amount: input.amountPaise,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    return { body, signature: hmacHex(this.secrets.webhookSecret, body) };
  }

  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean {
    return signatureMatches(hmacHex(this.secrets.keySecret, `${input.orderId}|${input.paymentId}`), input.signature);
  }

  verifyWebhook(rawBody: string, signature: string): boolean {
    return signatureMatches(hmacHex(this.secrets.webhookSecret, rawBody), signature);
  }
}
