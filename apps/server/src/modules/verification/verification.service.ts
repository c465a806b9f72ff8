// Verified badges: staff record an ID check (type and last 4 characters only) or revoke it, an Employer submits
// a GSTIN which staff confirm or refuse. Every staff change is audited in its transaction, and the person's
// badges are copied onto their profile in that same transaction (profiles/verified-badges.ts); the shared
// search answers are forgotten after the commit, so "verified only" never shows a stale list for long.
import {
  badgesOf,
  verificationMessages,
  type BadgeKind,
  type BusinessState,
  type IdCheckMethod,
  type IdDocumentType,
  type StaffVerificationResponse,
  type VerificationMeResponse,
} from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthenticatedUser } from '../auth/authenticated.js';
import { recordAudit } from '../ledger/audit.js';
import { setVerifiedBadges } from '../profiles/verified-badges.js';
import * as repository from './verification.repository.js';
import type { BusinessRow, BusinessStatus } from './verification.repository.js';
import type { StaffActor, VerificationContext } from './verification-context.js';

function businessView(row: BusinessRow | undefined): BusinessState | null {
  if (!row) return null;
  return {
    gstin: row.gstin,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    refusedReason: row.refusedReason,
  };
}

/** The badges staff granted, from the verification tables as they stand inside `tx`. */
async function grantedBadges(tx: Executor, userId: string): Promise<BadgeKind[]> {
  // One after the other: a transaction is one connection, which runs one statement at a time.
  const check = await repository.standingIdCheck(tx, userId);
  const business = await repository.businessOf(tx, userId);
  return [
    ...(check ? (['id-checked'] as const) : []),
    ...(business?.status === 'verified' ? (['verified-business'] as const) : []),
  ];
}

/**
 * Runs a change to a person's verification in one transaction with the person locked, copies the resulting
 * badges onto their profile, and forgets the shared search answers once committed.
 */
async function changeVerification<T>(
  ctx: VerificationContext,
  userId: string,
  change: (tx: Executor, person: NonNullable<Awaited<ReturnType<typeof repository.lockPerson>>>) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    const person = await repository.lockPerson(tx, userId);
    if (!person || person.phone === null) throw new AppError('NOT_FOUND', 'Profile not found');
    const answer = await change(tx, person);
    await setVerifiedBadges(tx, userId, await grantedBadges(tx, userId));
    return answer;
  });
  await ctx.searchCache.forget('search');
  return result;
}

function refuseUnverifiable(actor: StaffActor, person: { phone: string | null; isDemo: boolean }): void {
  if (person.isDemo) throw new AppError('FORBIDDEN', verificationMessages.cannotVerifyDemo);
  // Staff and people are separate accounts, but one number could hold both: nobody vouches for themselves.
  if (person.phone === actor.phone) throw new AppError('FORBIDDEN', verificationMessages.cannotVerifySelf);
}

/** A person's verification as staff see it (who checked, the last 4 characters). */
export async function staffView(
  ctx: VerificationContext,
  userId: string,
  message = '',
): Promise<StaffVerificationResponse> {
  const person = await repository.findPerson(ctx.db, userId);
  if (!person) throw new AppError('NOT_FOUND', 'Profile not found');
  const [check, business] = await Promise.all([
    repository.standingIdCheck(ctx.db, userId),
    repository.businessOf(ctx.db, userId),
  ]);
  const granted = [...(check ? ['id-checked'] : []), ...(business?.status === 'verified' ? ['verified-business'] : [])];
  return {
    success: true,
    message,
    idCheck: check
      ? {
          documentType: check.documentType,
          method: check.method,
          last4: check.last4,
          checkedAt: check.checkedAt.toISOString(),
          checkedBy: { staffCode: check.staffCode, name: check.staffName },
        }
      : null,
    business: businessView(business),
    badges: badgesOf({ granted, isDemo: person.isDemo }),
  };
}

export async function recordIdCheck(
  ctx: VerificationContext,
  actor: StaffActor,
  userId: string,
  input: { documentType: IdDocumentType; last4: string; method: IdCheckMethod },
): Promise<StaffVerificationResponse> {
  await changeVerification(ctx, userId, async (tx, person) => {
    refuseUnverifiable(actor, person);
    const created = await repository.insertIdCheck(tx, {
      userId,
      documentType: input.documentType,
      last4: input.last4,
      method: input.method,
      checkedByStaffId: actor.id,
      checkedAt: ctx.clock.now(),
    });
    if (!created) throw new AppError('CONFLICT', verificationMessages.alreadyIdChecked);
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'person.id-check',
      targetType: 'person',
      targetId: userId,
      // The last 4 characters stay in id_checks alone; the trail says what was seen and how.
      after: { documentType: input.documentType, method: input.method, idCheckId: created.id },
    });
  });
  return staffView(ctx, userId, verificationMessages.idCheckRecorded);
}

export async function revokeIdCheck(
  ctx: VerificationContext,
  actor: StaffActor,
  userId: string,
  reason: string,
): Promise<StaffVerificationResponse> {
  await changeVerification(ctx, userId, async (tx) => {
    const revoked = await repository.revokeIdCheck(tx, userId, { staffId: actor.id, at: ctx.clock.now(), reason });
    if (!revoked) throw new AppError('CONFLICT', verificationMessages.noIdCheck);
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'person.id-check-revoke',
      targetType: 'person',
      targetId: userId,
      before: { documentType: revoked.documentType, method: revoked.method, checkedAt: revoked.checkedAt },
      after: { idChecked: false },
      reason,
    });
  });
  return staffView(ctx, userId, verificationMessages.idCheckRevoked);
}

/** Staff confirm a waiting GSTIN (the badge appears) or refuse a waiting or confirmed one (it goes). */
export async function decideBusiness(
  ctx: VerificationContext,
  actor: StaffActor,
  userId: string,
  decision: { verified: true } | { verified: false; reason: string },
): Promise<StaffVerificationResponse> {
  const from: BusinessStatus[] = decision.verified ? ['pending'] : ['pending', 'verified'];
  const to: BusinessStatus = decision.verified ? 'verified' : 'refused';
  const reason = decision.verified ? '' : decision.reason;
  await changeVerification(ctx, userId, async (tx, person) => {
    refuseUnverifiable(actor, person);
    const before = await repository.businessOf(tx, userId);
    const decided = await repository.decideBusiness(tx, userId, {
      from,
      to,
      staffId: actor.id,
      at: ctx.clock.now(),
      reason,
    });
    if (!decided || !before) throw new AppError('CONFLICT', verificationMessages.noPendingBusiness);
    await recordAudit(tx, {
      staffId: actor.id,
      action: decision.verified ? 'person.business-verify' : 'person.business-refuse',
      targetType: 'person',
      targetId: userId,
      before: { gstin: before.gstin, status: before.status },
      after: { gstin: decided.gstin, status: decided.status },
      reason,
    });
  });
  return staffView(
    ctx,
    userId,
    decision.verified ? verificationMessages.businessVerified : verificationMessages.businessRefused,
  );
}

export async function listBusinesses(ctx: VerificationContext, status: BusinessStatus) {
  const rows = await repository.businessesByStatus(ctx.db, status);
  return {
    success: true as const,
    businesses: rows.map((row) => ({
      userId: row.userId,
      name: row.name,
      companyName: row.companyName,
      ...(businessView(row) as BusinessState),
    })),
  };
}

/** An Employer's GSTIN (already format- and check-digit-valid): waits for staff; no badge until they confirm. */
export async function submitGstin(ctx: VerificationContext, caller: AuthenticatedUser, gstin: string) {
  if (caller.role !== 'Employer') throw new AppError('FORBIDDEN', verificationMessages.onlyEmployersGstin);
  const current = await repository.businessOf(ctx.db, caller.id);
  // Saving the same number again must not throw away a confirmation or jump the queue.
  if (current?.gstin === gstin && current.status !== 'refused') {
    return {
      success: true as const,
      message: verificationMessages.gstinUnchanged,
      business: businessView(current) as BusinessState,
    };
  }
  await changeVerification(ctx, caller.id, (tx) =>
    repository.submitBusiness(tx, { userId: caller.id, gstin, at: ctx.clock.now() }),
  );
  const saved = await repository.businessOf(ctx.db, caller.id);
  return {
    success: true as const,
    message: verificationMessages.gstinSubmitted,
    business: businessView(saved) as BusinessState,
  };
}

/** The caller's own state: what is verified, with no staff names and no document characters. */
export async function ownVerification(
  ctx: VerificationContext,
  caller: AuthenticatedUser,
): Promise<VerificationMeResponse> {
  const state = await staffView(ctx, caller.id);
  return {
    success: true,
    // Signing in took a one-time code to this number; a sample profile never signs in.
    mobileVerified: state.badges.includes('mobile-verified'),
    idCheck: state.idCheck
      ? { documentType: state.idCheck.documentType, method: state.idCheck.method, checkedAt: state.idCheck.checkedAt }
      : null,
    business: state.business,
    badges: state.badges,
  };
}
