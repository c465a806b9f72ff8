// The staff queue of dead-number claims: list them by state, refund one (staff agree the number is dead) or
// reject it (staff found it works). Both decisions are audited in the same transaction as the change.
import { formatServerMessage, type ClaimStatus, type StaffClaim } from '@kaamsetu/contract';
import { AppError } from '../../lib/errors.js';
import type { AuthenticatedStaff } from '../auth/authenticated.js';
import { recordAudit } from '../ledger/audit.js';
import { markNumberConfirmed, numberInDoubtSince } from '../profiles/number-doubt.js';
import { refundClaim, refundOverdueClaims } from './claim-refunds.js';
import type { ClaimsContext } from './claims-context.js';
import * as claims from './claims.repository.js';
import type { ClaimRow, StaffClaimRow } from './claims.repository.js';

const QUEUE_LENGTH = 100;

function staffView(row: StaffClaimRow): StaffClaim {
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    id: row.id,
    status: row.status,
    employer: { id: row.employer_id, name: row.employer_name, phone: row.employer_phone },
    worker: { id: row.worker_id, name: row.worker_name, phone: row.worker_phone },
    openedAt: iso(row.opened_at),
    confirmBy: iso(row.confirm_by),
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
    decidedByStaffId: row.decided_by_staff_id,
    reason: row.reason,
    refundedPaise: Number(row.refunded_paise),
    workerShare: row.worker_share,
  };
}

const auditSnapshot = (claim: ClaimRow) => ({ status: claim.status, workerShare: claim.workerShare });

export async function listClaims(ctx: ClaimsContext, status: ClaimStatus) {
  await refundOverdueClaims(ctx);
  const rows = await claims.listClaims(ctx.db, status, QUEUE_LENGTH);
  return { success: true as const, claims: rows.map(staffView) };
}

async function decided(ctx: ClaimsContext, id: string) {
  const row = await claims.findStaffClaim(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Claim not found');
  return { success: true as const, claim: staffView(row) };
}

const alreadyDecided = () =>
  new AppError('CONFLICT', formatServerMessage('claimAlreadyDecided', 'en'), { reason: 'alreadyDecided' });

/** Staff agree the number is dead: refunded now, exactly once even if the deadline sweep runs at the same moment. */
export async function refundByStaff(ctx: ClaimsContext, staff: AuthenticatedStaff, id: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const done = await refundClaim(ctx, tx, id, { staffId: staff.id, reason });
    if (!done) throw alreadyDecided();
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'claim.refund',
      targetType: 'claim',
      targetId: id,
      before: auditSnapshot(done.before),
      after: auditSnapshot(done.after),
      reason,
    });
  });
  return decided(ctx, id);
}

/**
 * Staff found the number works: the claim is closed with no refund, and unless another claim still doubts
 * the number, the profile is back in search.
 */
export async function rejectByStaff(ctx: ClaimsContext, staff: AuthenticatedStaff, id: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const claim = await claims.lockClaim(tx, id);
    if (!claim) throw new AppError('NOT_FOUND', 'Claim not found');
    if (claim.status !== 'open') throw alreadyDecided();
    const after = await claims.markRejected(tx, id, {
      decidedAt: ctx.clock.now(),
      decidedByStaffId: staff.id,
      reason,
    });
    const since = await numberInDoubtSince(tx, claim.workerId);
    if (since && !(await claims.claimsKeepNumberInDoubt(tx, claim.workerId, since))) {
      await markNumberConfirmed(tx, claim.workerId);
    }
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'claim.reject',
      targetType: 'claim',
      targetId: id,
      before: auditSnapshot(claim),
      after: auditSnapshot(after),
      reason,
    });
  });
  await ctx.searchCache.forget('search');
  return decided(ctx, id);
}
