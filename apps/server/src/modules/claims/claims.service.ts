// Dead numbers, money back (docs/decisions/019-dead-number-refunds.md). An Employer who paid for a number
// that is wrong or not reachable reports it within CLAIM_WINDOW_HOURS; the profile leaves search and the
// worker is asked (SMS in their language, and in the app) to confirm the number by OTP. A confirmation closes
// every open claim about them with no refund; otherwise the claim is refunded at its deadline (or by staff).
import {
  CLAIM_WINDOW_HOURS,
  formatIndianMobile,
  formatServerMessage,
  type EmployerClaim,
  type Language,
} from '@kaamsetu/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { findUserById } from '../auth/account-directory.js';
import type { AuthenticatedUser } from '../auth/authenticated.js';
import { sendOtp, verifyOtpThen } from '../auth/otp.service.js';
import { findUnlock } from '../money/unlock-records.js';
import { markNumberConfirmed, markNumberInDoubt, numberInDoubtSince } from '../profiles/number-doubt.js';
import { refundOverdueClaims } from './claim-refunds.js';
import type { ClaimsContext } from './claims-context.js';
import * as claims from './claims.repository.js';
import type { ClaimRow } from './claims.repository.js';

const HOUR_MS = 60 * 60_000;
// India has one time zone and no daylight saving: a month starts at midnight, UTC+05:30.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The start of the calendar month, India time, that `now` falls in. */
export function indianMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + INDIA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - INDIA_OFFSET_MS);
}

async function employerView(ctx: ClaimsContext, claim: ClaimRow): Promise<EmployerClaim> {
  return {
    id: claim.id,
    status: claim.status,
    openedAt: claim.openedAt.toISOString(),
    confirmBy: claim.confirmBy.toISOString(),
    decidedAt: claim.decidedAt?.toISOString() ?? null,
    refundedPaise: claim.status === 'refunded' ? await claims.refundedPaise(ctx.db, claim) : 0,
  };
}

function refusal(code: 'FORBIDDEN' | 'CONFLICT' | 'RATE_LIMITED', text: string, reason: string): AppError {
  return new AppError(code, text, { reason });
}

/** POST /api/contacts/{profileId}/unreachable: opens a claim (201) or says clearly why not. */
export async function openClaim(
  ctx: ClaimsContext,
  caller: AuthenticatedUser,
  workerId: string,
  meta: RequestMeta,
  log: FastifyBaseLogger,
): Promise<{ success: true; claim: EmployerClaim }> {
  const language = meta.language;
  if (caller.role !== 'Employer') {
    throw refusal('FORBIDDEN', formatServerMessage('claimOnlyEmployers', language), 'notAnEmployer');
  }
  const now = ctx.clock.now();
  const cap = ctx.config.perEmployerPerMonth;
  const claim = await ctx.db.transaction(async (tx) => {
    await claims.lockEmployerClaims(tx, caller.id);
    const unlock = await findUnlock(tx, caller.id, workerId);
    if (!unlock) throw refusal('FORBIDDEN', formatServerMessage('claimNeedsUnlock', language), 'notUnlocked');
    if (now.getTime() - unlock.unlockedAt.getTime() > CLAIM_WINDOW_HOURS * HOUR_MS) {
      throw refusal(
        'FORBIDDEN',
        formatServerMessage('claimTooLate', language, { hours: CLAIM_WINDOW_HOURS }),
        'windowClosed',
      );
    }
    if (await claims.findClaimByPair(tx, caller.id, workerId)) {
      throw refusal('CONFLICT', formatServerMessage('claimAlreadyOpened', language), 'alreadyClaimed');
    }
    if ((await claims.countClaimsSince(tx, caller.id, indianMonthStart(now))) >= cap) {
      throw refusal('RATE_LIMITED', formatServerMessage('claimMonthlyCap', language, { cap }), 'monthlyCap');
    }
    const opened = await claims.insertClaim(tx, {
      employerId: caller.id,
      workerId,
      unlockTransactionId: unlock.transactionId,
      openedAt: now,
      confirmBy: new Date(now.getTime() + ctx.config.confirmHours * HOUR_MS),
    });
    await markNumberInDoubt(tx, workerId, now);
    return opened;
  });
  // After the commit, or a search in between could keep the profile listed again.
  await ctx.searchCache.forget('search');
  await askWorkerToConfirm(ctx, workerId, log);
  return { success: true, claim: await employerView(ctx, claim) };
}

/**
 * The SMS asking the worker to confirm, in their own language. Best effort: the claim stands without it, and
 * the app asks them too (GET /api/contacts/unreachable/mine).
 */
async function askWorkerToConfirm(ctx: ClaimsContext, workerId: string, log: FastifyBaseLogger): Promise<void> {
  const worker = await findUserById(ctx.db, workerId);
  if (!worker?.phone) return;
  const language: Language = worker.language ?? 'en';
  try {
    await ctx.otp.sms.send({
      to: worker.phone,
      body: formatServerMessage('confirmNumberRequestSms', language, {
        hours: ctx.config.confirmHours,
        link: `${ctx.publicUrl}/app`,
      }),
    });
  } catch (error) {
    log.warn({ err: error }, 'dead-number claim: SMS to the worker failed');
  }
}

/** GET /api/contacts/{profileId}/unreachable: the caller's claim about this person, or until when one may be opened. */
export async function claimState(ctx: ClaimsContext, caller: AuthenticatedUser, workerId: string) {
  await refundOverdueClaims(ctx);
  if (caller.role !== 'Employer') return { success: true as const, claim: null, claimableUntil: null };
  const claim = await claims.findClaimByPair(ctx.db, caller.id, workerId);
  if (claim) return { success: true as const, claim: await employerView(ctx, claim), claimableUntil: null };
  const unlock = await findUnlock(ctx.db, caller.id, workerId);
  const until = unlock ? new Date(unlock.unlockedAt.getTime() + CLAIM_WINDOW_HOURS * HOUR_MS) : undefined;
  const open = until !== undefined && until.getTime() > ctx.clock.now().getTime();
  return { success: true as const, claim: null, claimableUntil: open ? until.toISOString() : null };
}

/** GET /api/contacts/unreachable/mine: the claims the caller (a worker) is asked to answer. */
export async function myNumberClaims(ctx: ClaimsContext, caller: AuthenticatedUser) {
  await refundOverdueClaims(ctx);
  const [rows, doubtSince] = await Promise.all([
    claims.openClaimsAbout(ctx.db, caller.id),
    numberInDoubtSince(ctx.db, caller.id),
  ]);
  return {
    success: true as const,
    numberInDoubt: doubtSince !== null,
    claims: rows.map((row) => ({
      id: row.id,
      employerName: row.employer_name,
      openedAt: new Date(row.opened_at).toISOString(),
      confirmBy: new Date(row.confirm_by).toISOString(),
    })),
  };
}

/** POST /api/contacts/unreachable/confirm-number/otp: a code to the caller's own number. */
export async function sendConfirmationCode(ctx: ClaimsContext, caller: AuthenticatedUser, meta: RequestMeta) {
  if ((await numberInDoubtSince(ctx.db, caller.id)) === null) {
    throw new AppError('CONFLICT', formatServerMessage('nothingToConfirm', meta.language), {
      reason: 'nothingToConfirm',
    });
  }
  const { resendAfterSeconds } = await sendOtp(ctx.otp, {
    phone: caller.phone,
    purpose: 'confirm_number',
    ...meta,
    sms: { key: 'confirmNumberOtpSms', language: caller.language ?? meta.language },
  });
  return {
    success: true as const,
    message: formatServerMessage('otpSent', meta.language, { phone: formatIndianMobile(caller.phone) }),
    resendAfterSeconds,
  };
}

/**
 * POST /api/contacts/unreachable/confirm-number/verify: the right code proves the number reaches its owner.
 * Every open claim about them closes as confirmed (no refund) and the profile is back in search. A claim
 * already past its deadline is refunded all the same: the confirmation came too late for it.
 */
export async function confirmNumber(ctx: ClaimsContext, caller: AuthenticatedUser, otp: string, meta: RequestMeta) {
  await verifyOtpThen(
    ctx.otp,
    { phone: caller.phone, purpose: 'confirm_number', code: otp, ip: meta.ip, language: meta.language },
    async (tx) => {
      await claims.confirmOpenClaimsAbout(tx, caller.id, ctx.clock.now());
      await markNumberConfirmed(tx, caller.id);
    },
  );
  await ctx.searchCache.forget('search');
  await refundOverdueClaims(ctx);
  return { success: true as const, message: formatServerMessage('numberConfirmed', meta.language) };
}
