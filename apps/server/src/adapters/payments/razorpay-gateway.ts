// Razorpay: orders through the Orders API (basic auth with the key id and secret); checkout payments are
// signed HMAC-SHA256(key secret, "order_id|payment_id"); webhooks HMAC-SHA256(webhook secret, raw body).
import { hmacHex, signatureMatches, type PaymentGateway } from './payment-gateway.js';

export class RazorpayGateway implements PaymentGateway {
  readonly provider = 'razorpay' as const;

  constructor(private readonly options: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string }) {}

  get keyId(): string {
    return this.options.keyId;
  }

  async createOrder(input: { amountPaise: number; receipt: string }): Promise<{ orderId: string }> {
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64');
    const response = await fetch(new URL('/v1/orders', this.options.apiUrl), {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: input.amountPaise, currency: 'INR', receipt: input.receipt }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => undefined)) as { id?: unknown } | undefined;
    if (!response.ok || typeof body?.id !== 'string') {
      throw new Error(`Razorpay order failed with HTTP ${response.status}`);
    }
    return { orderId: body.id };
  }

  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean {
    return signatureMatches(hmacHex(this.options.keySecret, `${input.orderId}|${input.paymentId}`), input.signature);
  }

  verifyWebhook(rawBody: string, signature: string): boolean {
    return signatureMatches(hmacHex(this.options.webhookSecret, rawBody), signature);
  }
}
