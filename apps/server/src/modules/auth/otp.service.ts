// One-time codes: issued from a CSPRNG, stored only as a keyed hash, valid 5 minutes, single use,
// at most 5 tries each, a resend cooldown and send caps. Codes and guesses are in the database, shared by every
// instance; with Redis the cooldown and send counts are kept there too (decision 028). Numbers are stored as
// their phoneKey (number-keys.ts).
//
// Limits are built so that a stranger's abuse never stops the owner of a number from getting in from their
// own phone (docs/decisions/013-abuse-limits-and-erasure.md):
// - wrong guesses count per code and source (5, and 10 from all sources), per source address and per number
//   and source, never per number alone; a guess at a number with no live code guesses nothing and counts
//   only against the address;
// - sends count per number and source, under a higher ceiling per number, and per address.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { formatServerMessage, type Language } from '@kaamsetu/contract';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import type { SmsSender } from '../../adapters/sms/sms-sender.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import * as otpRepository from './otp.repository.js';
import type { OtpChallenge, OtpPurpose } from './otp.repository.js';
import type { AppMetrics } from '../../http/metrics.js';
import { phoneKeyOf } from './number-keys.js';
import { endCooldown, giveBackSend, reserveSend, type CountedSend } from './otp-send-counters.js';

export const OTP_TTL_MS = 5 * 60_000;
/** Wrong tries at one code from one address; a stranger's guesses cannot use up the owner's tries. */
export const MAX_TRIES_PER_CODE = 5;
/** Wrong tries at one code from all addresses together: what bounds guessing a code (with the send ceiling). */
export const MAX_TRIES_PER_CODE_ALL_SOURCES = 2 * MAX_TRIES_PER_CODE;
/** Wrong codes from one address in an hour; generous, as thousands share a mobile carrier's address. */
export const WRONG_CODES_PER_SOURCE_PER_HOUR = 100;
/** Wrong codes for one number from one address in an hour: three codes' worth of tries. */
export const WRONG_CODES_PER_NUMBER_AND_SOURCE_PER_HOUR = 3 * MAX_TRIES_PER_CODE;
/** Sends to one number from all addresses together, as a multiple of the per-number-and-source cap. */
export const SENDS_PER_NUMBER_CEILING_FACTOR = 4;
export const LIMIT_WINDOW_MS = 60 * 60_000;
/** Stands in for the hash on a silent send's row: no code hashes to it, so nothing can ever match. */
const SILENT_CODE_HASH = 'silent';

export interface OtpContext {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  /** Key for the codes' and numbers' HMACs; derived from the server secret. */
  otpKey: Buffer;
  limits: Config['otp'];
  metrics: AppMetrics;
  /** When configured, the cooldown and send counts live here rather than in database transactions. */
  redis?: Redis | undefined;
  /** The site's host name (from PUBLIC_URL): the code SMS ends "@{host} #{code}", so a phone fills the code in. */
  webOtpHost: string;
}

export function deriveOtpKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('kaamsetu-otp-key').digest();
}

function hashCode(key: Buffer, phone: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', key).update(`${purpose}:${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function message(key: Parameters<typeof formatServerMessage>[0], language: Language, values?: Record<string, number>) {
  return formatServerMessage(key, language, values);
}

function rateLimited(key: Parameters<typeof formatServerMessage>[0], language: Language, seconds = 3600): AppError {
  return new AppError('RATE_LIMITED', message(key, language), { retryAfterSeconds: seconds });
}

// Locks are always taken number first, then address, so two requests never wait on each other in a circle
// (otp_request_code's send gates keep the same order).
const numberLock = (phoneKey: string) => `otp:${phoneKey}`;
const sourceLock = (ip: string) => `otp-source:${ip}`;

export interface SendOtpInput {
  phone: string;
  purpose: OtpPurpose;
  ip: string;
  /** The language of the answer (the page's). */
  language: Language;
  /** What the SMS says and in which language: the account's own when it has one, else the page's. */
  sms?: { key: OtpSmsKey; language: Language };
  /** Placeholders of the SMS text other than the code (the privacy notice's link). */
  smsValues?: Record<string, string>;
  /**
   * Goes through every check and counts as a send, but no code can be used and no SMS goes out: the answer
   * for a number that must not be told apart from one with an account (see auth.service lookUpNumber).
   */
  silent?: boolean;
}

export type OtpSmsKey = 'otpSms' | 'signupOtpSms' | 'onboardingOtpSms' | 'deleteAccountOtpSms' | 'confirmNumberOtpSms';

/** Issues a new code for the number (replacing any earlier one) and sends it by SMS. */
export async function sendOtp(ctx: OtpContext, input: SendOtpInput): Promise<{ resendAfterSeconds: number }> {
  const { phone, purpose, ip, language } = input;
  const now = ctx.clock.now();
  const phoneKey = phoneKeyOf(ctx, phone);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const send: CountedSend = { id: randomUUID(), phoneKey, ip, at: now };
  const limits: otpRepository.SendLimits = {
    cooldownSeconds: ctx.limits.resendCooldownSeconds,
    since: new Date(now.getTime() - LIMIT_WINDOW_MS),
    perNumberAndSource: ctx.limits.sendsPerNumberPerHour,
    perNumber: ctx.limits.sendsPerNumberPerHour * SENDS_PER_NUMBER_CEILING_FACTOR,
    perSource: ctx.limits.sendsPerIpPerHour,
  };
  // Built (and the code hashed) only once the send is counted.
  const challenge = () => ({
    id: send.id,
    phoneKey,
    purpose,
    codeHash: input.silent ? SILENT_CODE_HASH : hashCode(ctx.otpKey, phone, purpose, code),
    requestedIp: ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    silent: input.silent ?? false,
  });

  const refusal = await storeCode(ctx, send, limits, challenge);
  if (refusal) throw refused(refusal, language);
  if (input.silent) return { resendAfterSeconds: ctx.limits.resendCooldownSeconds };

  try {
    const sms = input.sms ?? { key: 'otpSms', language };
    const text = formatServerMessage(sms.key, sms.language, { code, ...input.smsValues });
    // The WebOTP line (an origin-bound one-time code): Android Chrome offers the code to our page, and only ours.
    await ctx.sms.send({ to: phone, body: `${text}\n\n@${ctx.webOtpHost} #${code}` });
    ctx.metrics.otpSends.inc({ purpose });
  } catch (error) {
    // A code nobody received must not count against the limits or hold up the next request.
    await otpRepository.deleteChallenge(ctx.db, send.id);
    await giveBackQuietly(ctx, send);
    throw new AppError('SERVICE_UNAVAILABLE', message('smsFailed', language), { cause: String(error) });
  }
  return { resendAfterSeconds: ctx.limits.resendCooldownSeconds };
}

/**
 * Counts the send and stores the code, or says why not. With Redis the send is counted there first, before
 * the code is hashed or stored; without it (or while it is away) otp_request_code checks, counts and stores
 * in one statement. Every code is stored in the database either way, so its counts are always whole.
 */
async function storeCode(
  ctx: OtpContext,
  send: CountedSend,
  limits: otpRepository.SendLimits,
  challenge: () => otpRepository.NewChallenge,
): Promise<otpRepository.SendRefusal | undefined> {
  if (ctx.redis) {
    let refusal: otpRepository.SendRefusal | undefined;
    try {
      refusal = await reserveSend(ctx.redis, send, limits);
    } catch {
      // Redis away: the database counts instead. Redis does not learn of these sends (it may allow more later).
      return otpRepository.requestCode(ctx.db, challenge(), limits);
    }
    if (refusal) return refusal;
    try {
      await otpRepository.insertChallengeReplacingLive(ctx.db, challenge());
    } catch (error) {
      await giveBackQuietly(ctx, send);
      throw error;
    }
    return undefined;
  }
  return otpRepository.requestCode(ctx.db, challenge(), limits);
}

async function giveBackQuietly(ctx: OtpContext, send: CountedSend): Promise<void> {
  if (!ctx.redis) return;
  // If Redis is away the send stays counted there: it errs towards refusing, for an hour at most.
  await giveBackSend(ctx.redis, send).catch(() => undefined);
}

function refused(refusal: otpRepository.SendRefusal, language: Language): AppError {
  if (refusal.refusal === 'cooldown') {
    const seconds = Math.ceil(refusal.waitMs / 1000);
    return new AppError('RATE_LIMITED', message('resendCooldown', language, { seconds }), {
      retryAfterSeconds: seconds,
    });
  }
  return rateLimited(refusal.refusal, language);
}

/**
 * The code this address most recently asked for this number, while it is unused and unexpired: its purpose,
 * and whether it was a silent (disguised) one, so a resend answers the same way the first request did.
 */
export async function pendingCode(
  ctx: OtpContext,
  phone: string,
  ip: string,
): Promise<{ purpose: OtpPurpose; silent: boolean } | undefined> {
  const latest = await otpRepository.latestChallengeFrom(ctx.db, phoneKeyOf(ctx, phone), ip);
  if (!latest || latest.consumedAt || ctx.clock.now().getTime() >= latest.expiresAt.getTime()) return undefined;
  return { purpose: latest.purpose, silent: latest.codeHash === SILENT_CODE_HASH };
}

export interface VerifyOtpInput {
  phone: string;
  purpose: OtpPurpose;
  code: string;
  /** The address the guess came from: wrong guesses count against it. */
  ip: string;
  language: Language;
}

/**
 * Checks the code and, if it is right, runs `onVerified` in the same transaction that uses the code up:
 * either both happen or neither. Failed tries are counted even though the request fails.
 */
export async function verifyOtpThen<T>(
  ctx: OtpContext,
  input: VerifyOtpInput,
  onVerified: (tx: Tx) => Promise<T>,
): Promise<T> {
  const reservation = await reserveSourceGuess(ctx, input);
  if (reservation instanceof AppError) throw reservation;
  const outcome = await ctx.db.transaction(async (tx) => {
    const checked = await checkCode(tx, ctx, input);
    if (checked instanceof AppError) return { failure: checked };
    // A right code gives the address its try back.
    await otpRepository.deleteFailure(tx, reservation.id);
    return { value: await onVerified(tx), used: checked };
  });
  if ('failure' in outcome) throw outcome.failure;
  // A used code holds up nobody's next one (in the database its consumed_at says so).
  if (ctx.redis) {
    const { id, phoneKey, requestedIp } = outcome.used;
    await endCooldown(ctx.redis, { id, phoneKey, ip: requestedIp }).catch(() => undefined);
  }
  return outcome.value;
}

/**
 * Takes one of the address's guesses for this hour before anything is checked, in a short transaction of
 * its own (so a carrier address shared by thousands is held only for a moment): however many guesses
 * arrive at once, no more than the limit are checked. Kept as a failure unless the code is right.
 */
async function reserveSourceGuess(
  ctx: OtpContext,
  meta: { ip: string; language: Language },
): Promise<{ id: string } | AppError> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await otpRepository.lockKey(tx, sourceLock(meta.ip));
    const since = new Date(now.getTime() - LIMIT_WINDOW_MS);
    if ((await otpRepository.countFailuresSince(tx, 'otp_source', meta.ip, since)) >= WRONG_CODES_PER_SOURCE_PER_HOUR) {
      return rateLimited('tooManyWrongCodesFromNetwork', meta.language);
    }
    return otpRepository.recordFailure(tx, 'otp_source', meta.ip, now);
  });
}

/**
 * Runs under the number's lock; the address's guess is already reserved (and counted) by the caller. Answers
 * the code it used up, or why not.
 */
async function checkCode(tx: Tx, ctx: OtpContext, input: VerifyOtpInput): Promise<AppError | OtpChallenge> {
  const { phone, purpose, code, ip, language } = input;
  const now = ctx.clock.now();
  const hourAgo = new Date(now.getTime() - LIMIT_WINDOW_MS);
  const phoneKey = phoneKeyOf(ctx, phone);
  const pair = `${phoneKey}|${ip}`;
  await otpRepository.lockKey(tx, numberLock(phoneKey));
  if (
    (await otpRepository.countFailuresSince(tx, 'otp_number_source', pair, hourAgo)) >=
    WRONG_CODES_PER_NUMBER_AND_SOURCE_PER_HOUR
  ) {
    return rateLimited('numberLocked', language);
  }

  // Nothing to guess: refused, counted against the address only (by the reservation), never the number.
  const refused = (key: Parameters<typeof formatServerMessage>[0]) =>
    new AppError('VALIDATION_FAILED', message(key, language));
  const challenge = await otpRepository.liveChallengeForUpdate(tx, phoneKey, [purpose]);
  if (!challenge) return refused('otpMissing');
  if (challenge.consumedAt) return refused('otpUsed');
  if (now.getTime() >= challenge.expiresAt.getTime()) return refused('otpExpired');
  // This address's wrong tries at this code: the owner keeps their own five whatever a stranger types.
  const ownTries = await otpRepository.countFailuresSince(tx, 'otp_number_source', pair, challenge.createdAt);
  if (ownTries >= MAX_TRIES_PER_CODE || challenge.attempts >= MAX_TRIES_PER_CODE_ALL_SOURCES) {
    return refused('otpTooManyTries');
  }

  if (!sameHash(challenge.codeHash, hashCode(ctx.otpKey, phone, purpose, code))) {
    const attempts = await otpRepository.recordAttempt(tx, challenge.id);
    await otpRepository.recordFailure(tx, 'otp_number_source', pair, now);
    const left = Math.min(MAX_TRIES_PER_CODE - ownTries - 1, MAX_TRIES_PER_CODE_ALL_SOURCES - attempts);
    return left <= 0
      ? refused('otpTooManyTries')
      : new AppError('VALIDATION_FAILED', message('otpWrong', language, { left }));
  }
  await otpRepository.markConsumed(tx, challenge.id, now);
  return challenge;
}

/**
 * The answer to a code for something that has no code (an unknown staff user id): the same as for a number
 * without a live code, counted against the address in the same way.
 */
export async function refuseGuessAtNothing(
  ctx: OtpContext,
  meta: { ip: string; language: Language },
): Promise<AppError> {
  const reservation = await reserveSourceGuess(ctx, meta);
  return reservation instanceof AppError
    ? reservation
    : new AppError('VALIDATION_FAILED', message('otpMissing', meta.language));
}

/** Forgets codes and counters older than any limit looks back: nothing is kept longer than it is needed. */
export async function sweepExpiredOtpRecords(ctx: Pick<OtpContext, 'db' | 'clock'>): Promise<void> {
  await otpRepository.deleteExpired(ctx.db, new Date(ctx.clock.now().getTime() - LIMIT_WINDOW_MS));
}
