// The edge of the world for money going out to UPI. `manual` sends nothing: staff pay by hand and record
// the UTR (or reject). `razorpayx` asks RazorpayX to pay, with our payout id as its idempotency key.
/** The provider answered and said no (HTTP 4xx): the payout certainly did not happen. */
export class PayoutRefusedError extends Error {
  override name = 'PayoutRefusedError';
}

export interface PayoutProvider {
  readonly provider: 'manual' | 'razorpayx';
  /** Starts a payout; returns the provider's id, or undefined when staff will handle it. */
  start(input: { payoutId: string; amountPaise: number; upiId: string; name: string }): Promise<string | undefined>;
}

export const manualPayouts: PayoutProvider = {
  provider: 'manual',
  start: async () => undefined,
};

export class RazorpayXPayouts implements PayoutProvider {
  readonly provider = 'razorpayx' as const;

  constructor(private readonly options: { keyId: string; keySecret: string; accountNumber: string; apiUrl: string }) {}

  async start(input: { payoutId: string; amountPaise: number; upiId: string; name: string }): Promise<string> {
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64');
    const response = await fetch(new URL('/v1/payouts', this.options.apiUrl), {
      method: 'POST',
      headers: {
        authorization: `Basic ${auth}`,
        'content-type': 'application/json',
        'X-Payout-Idempotency': input.payoutId,
      },
      body: JSON.stringify({
        account_number: this.options.accountNumber,
        amount: input.amountPaise,
        currency: 'INR',
        mode: 'UPI',
        purpose: 'payout',
        reference_id: input.payoutId,
        fund_account: { account_type: 'vpa', vpa: { address: input.upiId }, contact: { name: input.name } },
        queue_if_low_balance: true,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => undefined)) as { id?: unknown } | undefined;
    if (response.status >= 400 && response.status < 500) {
      throw new PayoutRefusedError(`RazorpayX refused the payout with HTTP ${response.status}`);
    }
    // A 5xx, a timeout or an unreadable answer says nothing certain: the payout may exist.
    if (!response.ok || typeof body?.id !== 'string') {
      throw new Error(`RazorpayX payout outcome unknown (HTTP ${response.status})`);
    }
    return body.id;
  }
}
