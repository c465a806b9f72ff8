// Paid contact unlock: an Employer pays Credits once per worker to see their number; the worker's share goes
// to their Earnings and the rest is platform revenue. Later requests for the same worker are free. Only
// complete, unblocked, real Labourers can be unlocked (checked in unlock_contact, whose live body is in migration
// 0004; contacts.repository.ts calls it). A sample (demo) person carries a made-up number nobody may pay for: the
// same statement refuses it first, so the Employer is told why and nothing is charged (decision 031).
import { badgesOf, formatServerMessage, personName, walletMessages, type UnlockResponse } from '@kaamsetu/contract';
import { AppError } from '../../lib/errors.js';
import { ratingFrom } from '../../lib/rating.js';
import type { AuthenticatedUser } from '../auth/authenticated.js';
import { requestHash } from '../ledger/idempotency.js';
import { databaseErrorCode } from '../../db/database-errors.js';
import type { MoneyContext } from './money-context.js';
import * as contacts from './contacts.repository.js';
import { frozenCondition, frozenRefusal } from '../safety/unlock-freeze.js';
import { notifyExpression, rupees } from '../notifications/notify.js';

/** The worker's number if this employer has unlocked it, else undefined; 404 for nobody. */
async function unlockedNumber(ctx: MoneyContext, profileId: string, employerId: string): Promise<string | undefined> {
  const worker = await contacts.workerNumber(ctx.db, profileId, employerId);
  if (!worker) throw new AppError('NOT_FOUND', 'Profile not found');
  return worker.unlocked ? worker.phone : undefined;
}

function assertEmployer(caller: AuthenticatedUser): void {
  if (caller.role !== 'Employer') {
    throw new AppError('FORBIDDEN', walletMessages.onlyEmployersUnlock, { reason: 'notAnEmployer' });
  }
}

/** Whether the caller has this worker's number already, and what unlocking costs. */
export async function contactStatus(ctx: MoneyContext, caller: AuthenticatedUser, profileId: string) {
  const contactNumber = caller.role === 'Employer' ? await unlockedNumber(ctx, profileId, caller.id) : undefined;
  return {
    success: true as const,
    unlocked: contactNumber !== undefined,
    ...(contactNumber ? { contactNumber } : {}),
    pricePaise: ctx.config.unlockPricePaise,
    workerSharePaise: ctx.config.workerSharePaise,
  };
}

const unlockRefusals: Record<string, () => AppError> = {
  KS402: () => new AppError('PAYMENT_REQUIRED', walletMessages.insufficientCredits),
  KS403: () => new AppError('FORBIDDEN', walletMessages.cannotUnlock, { reason: 'notUnlockable' }),
  KS404: () => new AppError('NOT_FOUND', 'Profile not found'),
  KS409: () => new AppError('CONFLICT', walletMessages.idempotencyKeyReused),
  KS423: () => new AppError('FORBIDDEN', formatServerMessage('accountBlocked', 'en')),
};

/**
 * Charges the price once per employer and worker (the database function unlock_contact does it in one
 * statement: key, lock, checks, ledger, record; the same statement tells the worker) and returns the number. A
 * replayed key gets the first answer.
 */
export async function unlockContact(
  ctx: MoneyContext,
  caller: AuthenticatedUser,
  profileId: string,
  key: string,
): Promise<UnlockResponse> {
  const { unlockPricePaise: price, workerSharePaise: share } = ctx.config;
  try {
    assertEmployer(caller);
    const { answer, sample, suspended } = await contacts.unlockContact(ctx.db, {
      employerId: caller.id,
      workerId: profileId,
      pricePaise: price,
      workerSharePaise: share,
      key,
      requestHash: requestHash('contact-unlock', { profileId }),
      // A worker this Employer contacted reported a demand for money: no new unlocks until staff review it.
      refused: frozenCondition(caller.id),
      // The worker hears of a paid unlock, in the unlock's own statement (decision 036): told exactly when the
      // unlock commits. The dedupe key is the pair's, so a replay of the request (same Idempotency-Key, which
      // answers as charged again) tells nobody twice. The Employer's town is read by the same statement.
      tellWhenCharged: notifyExpression(ctx, {
        userId: profileId,
        kind: 'contact_unlocked',
        dedupeKey: `unlock:${caller.id}:${profileId}`,
        message: { key: 'contactUnlocked', values: { employer: personName(caller.name), share: rupees(share) } },
        placeOf: { userId: caller.id, withoutPlace: 'contactUnlockedNoPlace' },
        sms: true,
      }),
    });
    if (sample) throw new AppError('FORBIDDEN', walletMessages.sampleNoNumber, { reason: 'sample' });
    // Staff suspended the worker (decision 018): nobody pays for their number until an appeal lifts it.
    if (suspended) throw new AppError('FORBIDDEN', walletMessages.cannotUnlock, { reason: 'suspended' });
    if (!answer) throw frozenRefusal();
    const { contactNumber, chargedPaise, creditsPaise } = answer;
    ctx.metrics.unlocks.inc({ result: Number(chargedPaise) > 0 ? 'charged' : 'free' });
    return {
      success: true,
      contactNumber,
      chargedPaise: Number(chargedPaise),
      creditsPaise: Number(creditsPaise),
    };
  } catch (error) {
    const refusal = unlockRefusals[databaseErrorCode(error) ?? ''];
    const answer = refusal ? refusal() : error;
    if (answer instanceof AppError) ctx.metrics.unlocks.inc({ result: 'refused' });
    throw answer;
  }
}

/** Employers who paid to see the caller's number, newest first. */
export async function contactViewers(ctx: MoneyContext, caller: AuthenticatedUser) {
  const rows = await contacts.contactViewers(ctx.db, caller.id);
  return {
    success: true as const,
    viewers: rows.map(({ ratingCount, ratingSum, verifiedBadges, isDemo, ...row }) => ({
      ...row,
      unlockedAt: row.unlockedAt.toISOString(),
      rating: ratingFrom(ratingCount, ratingSum),
      badges: badgesOf({ granted: verifiedBadges, isDemo }),
    })),
  };
}
