// ESCROW_PROVIDER=razorpay: held wages through Razorpay Route (decision 026). A hold is a transfer of the captured
// payment to the escrow partner's linked account with its settlement on hold; a release or a refund reverses part
// of it back into KaamSetu's balance, and a refund then refunds the Employer's payment from there. Endpoints and
// payloads are Razorpay's documented ones (razorpay.com/docs/api/payments/route/transfers/, .../api/refunds/).
//
// A repeated call must not move money twice. Razorpay documents an idempotency header for refunds
// (X-Refund-Idempotency) but for transfers only on Direct Transfers ("currently, idempotency is supported only on
// the Direct Transfers API"), so not for transfers from payments nor for reversals. Those two carry our reference
// in their notes, and before creating one the adapter lists the ones that exist and answers with the one carrying
// the reference: a call repeated after a crash or a lost answer finds the first instead of making a second.
import { createHash } from 'node:crypto';
import { EscrowRefusedError, type EscrowProvider } from './escrow-provider.js';

/** The fields this adapter reads from Route's transfer, reversal and refund entities and their collections. */
interface RouteAnswer {
  id?: unknown;
  status?: unknown;
  notes?: unknown;
  error?: { description?: unknown } | null;
  items?: RouteAnswer[];
}

function referenceIn(entity: RouteAnswer): unknown {
  // Razorpay writes empty notes as [] and filled ones as an object.
  const notes = entity.notes;
  return typeof notes === 'object' && notes !== null && !Array.isArray(notes)
    ? (notes as Record<string, unknown>).reference
    : undefined;
}

/**
 * X-Refund-Idempotency takes at least 10 letters, digits, '-' or '_'. The refund docs give no maximum (their example
 * is a 36-character UUID; Route's transfer key allows 4-36), so 36 is kept to. A reference of that shape is the key
 * as it is, so the key reads as its instruction; any other is hashed, identically on every retry.
 */
export function refundIdempotencyKey(reference: string): string {
  if (/^[A-Za-z0-9_-]{10,36}$/.test(reference)) return reference;
  return `ks_${createHash('sha256').update(reference).digest('hex').slice(0, 33)}`;
}

export class RazorpayEscrow implements EscrowProvider {
  readonly provider = 'razorpay' as const;

  constructor(
    private readonly options: { keyId: string; keySecret: string; escrowAccountId: string; apiUrl: string },
  ) {}

  async hold(input: {
    reference: string;
    paymentId: string;
    amountPaise: number;
    holdUntil: Date;
  }): Promise<{ holdId: string }> {
    const path = `/v1/payments/${encodeURIComponent(input.paymentId)}/transfers`;
    // Fetch Transfers for a Payment: GET /v1/payments/:id/transfers answers {entity: "collection", items: [...]}.
    let transfer = await this.findByReference(path, input.reference);
    if (!transfer) {
      // Create Transfers From Payments: POST /v1/payments/:id/transfers, on a captured payment only. on_hold keeps
      // the linked account from being settled until on_hold_until (Unix seconds); the settlement then runs on the
      // next working day and the money leaves Route, so holdUntil must lie past any release or refund.
      const created = await this.call('POST', path, {
        transfers: [
          {
            account: this.options.escrowAccountId,
            amount: input.amountPaise,
            currency: 'INR',
            notes: { reference: input.reference },
            on_hold: true,
            on_hold_until: Math.floor(input.holdUntil.getTime() / 1000),
          },
        ],
      });
      transfer = created.items?.find((item) => referenceIn(item) === input.reference) ?? created.items?.[0];
    }
    if (typeof transfer?.id !== 'string') {
      throw new Error('Razorpay Route transfer outcome unknown (no transfer id in the answer)');
    }
    // Razorpay can answer 200 with a transfer whose status is failed (insufficient balance, amount too large):
    // nothing is held, for good.
    if (transfer.status === 'failed') {
      throw new EscrowRefusedError(`Razorpay Route refused the transfer: ${String(transfer.error?.description)}`);
    }
    return { holdId: transfer.id };
  }

  async release(input: { reference: string; holdId: string; amountPaise: number }): Promise<void> {
    await this.reverse(input);
  }

  async refund(input: {
    reference: string;
    holdId: string;
    paymentId: string;
    amountPaise: number;
  }): Promise<{ refundId: string }> {
    // A refund is paid from KaamSetu's own balance, so the amount first comes back from the linked account.
    // (Razorpay's shortcut, a refund with reverse_all, leaves it to Razorpay to pick what to reverse and by its
    // docs cannot do a partial refund of a payment split over several accounts; a reversal of exactly this amount
    // on this hold says what moves, and can be found again by its reference.)
    await this.reverse(input);
    // Create a Normal Refund: POST /v1/payments/:id/refund with {amount, receipt, notes}; the retry must send the
    // same body under the same X-Refund-Idempotency key to be answered with the same refund.
    const refund = await this.call(
      'POST',
      `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
      { amount: input.amountPaise, receipt: input.reference, notes: { reference: input.reference } },
      { 'X-Refund-Idempotency': refundIdempotencyKey(input.reference) },
    );
    if (typeof refund.id !== 'string') throw new Error('Razorpay refund outcome unknown (no refund id in the answer)');
    return { refundId: refund.id };
  }

  /** Takes amountPaise of the hold back from the escrow linked account into KaamSetu's balance, once. */
  private async reverse(input: { reference: string; holdId: string; amountPaise: number }): Promise<void> {
    const path = `/v1/transfers/${encodeURIComponent(input.holdId)}/reversals`;
    // Fetch Reversals for a Transfer: GET /v1/transfers/:id/reversals.
    if (await this.findByReference(path, input.reference)) return;
    // Reverse a Transfer: POST /v1/transfers/:id/reversals {amount, notes} debits the linked account and credits
    // ours; partial and repeated reversals of one transfer are allowed, which is why a repeat must be caught above.
    const reversal = await this.call('POST', path, {
      amount: input.amountPaise,
      notes: { reference: input.reference },
    });
    if (typeof reversal.id !== 'string') {
      throw new Error('Razorpay Route reversal outcome unknown (no reversal id in the answer)');
    }
  }

  private async findByReference(path: string, reference: string): Promise<RouteAnswer | undefined> {
    const listed = await this.call('GET', path);
    return listed.items?.find((item) => referenceIn(item) === reference);
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<RouteAnswer> {
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(new URL(path, this.options.apiUrl), {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      // No answer (connection refused, timeout): the call may or may not have happened; the caller retries.
      throw new Error(`Razorpay Route ${method} ${path} got no answer`, { cause: error });
    }
    const answer = (await response.json().catch(() => undefined)) as RouteAnswer | undefined;
    // 409 is "a request with this idempotency key is still being processed, retry" and 429 is a rate limit:
    // neither is a refusal. Every other 4xx is Razorpay saying no.
    if (response.status >= 400 && response.status < 500 && response.status !== 409 && response.status !== 429) {
      const description = answer?.error?.description;
      throw new EscrowRefusedError(
        `Razorpay refused ${method} ${path} (HTTP ${response.status}): ${typeof description === 'string' ? description : 'no description'}`,
      );
    }
    if (!response.ok || typeof answer !== 'object' || answer === null) {
      throw new Error(`Razorpay Route ${method} ${path} outcome unknown (HTTP ${response.status})`);
    }
    return answer;
  }
}
