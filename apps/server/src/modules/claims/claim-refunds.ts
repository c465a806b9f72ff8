// Refunding a dead-number claim: the Employer gets the unlock's price back in Credits. The worker's share is
// taken back from their Earnings if they still hold it; if it was already paid out, KaamSetu pays that part
// from its own revenue in a separate posting (unlock_refund_absorbed), so the ledger shows who bore it.
// Nothing is deleted: these are new ledger transactions. A claim is refunded once, whoever asks first (the
// deadline sweep or staff): both lock the claim row and only an open claim is refunded.
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { InsufficientBalanceError, post, type Movement } from '../ledger/ledger.js';
import { findUnlock } from '../money/unlock-records.js';
import type { ClaimsContext } from './claims-context.js';
import * as claims from './claims.repository.js';
import type { ClaimRow } from './claims.repository.js';

/** Claims refunded per sweep, each in its own transaction; any more wait for the next sweep or read. */
const SWEEP_BATCH = 100;

const credits = (owner: string, amountPaise: number): Movement => ({
  account: { owner, kind: 'credits' },
  amountPaise,
});
const platform = (amountPaise: number): Movement => ({ account: { system: 'platform_revenue' }, amountPaise });

/** Posts the refund of an open, locked claim and returns what was posted. */
async function postRefund(tx: Executor, claim: ClaimRow, staffId: string | undefined) {
  const unlock = await findUnlock(tx, claim.employerId, claim.workerId);
  if (!unlock) throw new Error(`claim ${claim.id} has no unlock`);
  const price = unlock.pricePaise;
  const share = Math.min(unlock.workerSharePaise, price);
  const platformPart = price - share;
  const staff = staffId ? { staffId } : {};
  const description = 'Refund: number not reachable';
  if (price === 0) return { refundTransactionId: null, absorbedTransactionId: null, workerShare: null };
  if (share === 0) {
    const refund = await post(tx, {
      kind: 'unlock_refund',
      description,
      ...staff,
      movements: [credits(claim.employerId, price), platform(-price)],
    });
    return { refundTransactionId: refund.transactionId, absorbedTransactionId: null, workerShare: null };
  }
  try {
    // In a savepoint: when the worker's Earnings no longer hold the share, the refusal undoes only this try.
    const refund = await tx.transaction((savepoint) =>
      post(savepoint, {
        kind: 'unlock_refund',
        description,
        ...staff,
        movements: [
          credits(claim.employerId, price),
          { account: { owner: claim.workerId, kind: 'earnings' }, amountPaise: -share },
          ...(platformPart > 0 ? [platform(-platformPart)] : []),
        ],
      }),
    );
    return { refundTransactionId: refund.transactionId, absorbedTransactionId: null, workerShare: 'reversed' as const };
  } catch (error) {
    if (!(error instanceof InsufficientBalanceError)) throw error;
  }
  const refund =
    platformPart > 0
      ? await post(tx, {
          kind: 'unlock_refund',
          description,
          ...staff,
          movements: [credits(claim.employerId, platformPart), platform(-platformPart)],
        })
      : undefined;
  const absorbed = await post(tx, {
    kind: 'unlock_refund_absorbed',
    description: "Refund: worker's share already paid out, paid by KaamSetu",
    ...staff,
    movements: [credits(claim.employerId, share), platform(-share)],
  });
  return {
    refundTransactionId: refund?.transactionId ?? null,
    absorbedTransactionId: absorbed.transactionId,
    workerShare: 'absorbed' as const,
  };
}

/**
 * Refunds the claim if it is still open (locks it first); answers undefined when it was already decided, so
 * a sweep passes over it and staff are told. The profile stays out of search until the number is confirmed.
 */
export async function refundClaim(
  ctx: Pick<ClaimsContext, 'clock'>,
  tx: Executor,
  claimId: string,
  decision: { staffId?: string; reason: string },
): Promise<{ before: ClaimRow; after: ClaimRow } | undefined> {
  const claim = await claims.lockClaim(tx, claimId);
  if (!claim) throw new AppError('NOT_FOUND', 'Claim not found');
  if (claim.status !== 'open') return undefined;
  const posted = await postRefund(tx, claim, decision.staffId);
  const after = await claims.markRefunded(tx, claim.id, {
    decidedAt: ctx.clock.now(),
    decidedByStaffId: decision.staffId ?? null,
    reason: decision.reason,
    ...posted,
  });
  return { before: claim, after };
}

/**
 * Refunds every open claim whose worker did not confirm in time. Runs on a timer in each instance and before
 * claims are read; each claim in its own transaction, so one failure does not hold up the others.
 */
export async function refundOverdueClaims(ctx: Pick<ClaimsContext, 'db' | 'clock'>): Promise<number> {
  const due = await claims.dueClaimIds(ctx.db, ctx.clock.now(), SWEEP_BATCH);
  let refunded = 0;
  for (const id of due) {
    const done = await ctx.db.transaction((tx) =>
      refundClaim(ctx, tx, id, { reason: 'The worker did not confirm the number in time.' }),
    );
    if (done) refunded += 1;
  }
  return refunded;
}
