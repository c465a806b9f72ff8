// The edge of the world for held wages (issue 18, decision 026). Holding other people's money in India needs a
// licensed partner, so KaamSetu never keeps an agreement's wage in its own balance: after the gateway captures
// the Employer's payment, the provider holds it (Razorpay Route: a transfer to the escrow linked account with
// on_hold), gives it back to KaamSetu's payout balance when it is released to the worker's Earnings, and refunds
// it to the Employer's card or UPI. `fake` records each instruction in a file; `razorpay` calls Route.
//
// Every call carries a `reference` unique to the instruction (the escrow_instructions row): a call repeated after
// a crash must not move the money twice, so a provider that already saw the reference answers as before.

export interface EscrowProvider {
  readonly provider: 'fake' | 'razorpay';
  /** Puts a captured payment's amount on hold; returns the provider's id of the hold. */
  hold(input: {
    reference: string;
    paymentId: string;
    amountPaise: number;
    holdUntil: Date;
  }): Promise<{ holdId: string }>;
  /** Takes part of a hold back into KaamSetu's balance, from where the worker's Earnings are paid out. */
  release(input: { reference: string; holdId: string; amountPaise: number }): Promise<void>;
  /** Takes part of a hold back and refunds it to the Employer through the gateway. */
  refund(input: {
    reference: string;
    holdId: string;
    paymentId: string;
    amountPaise: number;
  }): Promise<{ refundId: string }>;
}

/** The provider refused the instruction for good (not a network failure): staff must look at it. */
export class EscrowRefusedError extends Error {
  override name = 'EscrowRefusedError';
}
