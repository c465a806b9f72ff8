// One-time codes: issued from a CSPRNG, stored only as a keyed hash, valid 5 minutes, single use,
// at most 5 tries each, a resend cooldown, per-number and per-IP send limits, and a lock on numbers
// that collect 100 failures in an hour. All state is in the database, shared by every instance.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { formatServerMessage, type Language } from '@kaamsetu/contract';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import type { SmsSender } from '../../adapters/sms/sms-sender.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import * as otpRepository from './otp.repository.js';
import type { OtpPurpose } from './otp.repository.js';
import type { AppMetrics } from '../../http/metrics.js';

export const OTP_TTL_MS = 5 * 60_000;
export const MAX_TRIES_PER_CODE = 5;
export const LOCK_AFTER_FAILURES_PER_HOUR = 100;
const HOUR_MS = 60 * 60_000;

export interface OtpContext {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  /** Key for the codes' HMAC; derived from the server secret. */
  otpKey: Buffer;
  limits: Config['otp'];
  metrics: AppMetrics;
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

async function lockedError(db: Tx, phone: string, now: Date, language: Language): Promise<AppError | undefined> {
  const failures = await otpRepository.countFailuresSince(db, 'otp', phone, new Date(now.getTime() - HOUR_MS));
  return failures >= LOCK_AFTER_FAILURES_PER_HOUR
    ? new AppError('RATE_LIMITED', message('numberLocked', language), { retryAfterSeconds: 3600 })
    : undefined;
}

export interface SendOtpInput {
  phone: string;
  purpose: OtpPurpose;
  ip: string;
  /** The language of the answer (the page's). */
  language: Language;
  /** What the SMS says and in which language: the account's own when it has one, else the page's. */
  sms?: { key: OtpSmsKey; language: Language };
}

export type OtpSmsKey = 'otpSms' | 'onboardingOtpSms' | 'deleteAccountOtpSms';

/** Issues a new code for the number (replacing any earlier one) and sends it by SMS. */
export async function sendOtp(ctx: OtpContext, input: SendOtpInput): Promise<{ resendAfterSeconds: number }> {
  const { phone, purpose, ip, language } = input;
  const now = ctx.clock.now();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

  const challenge = await ctx.db.transaction(async (tx) => {
    await otpRepository.lockPhone(tx, phone);
    const locked = await lockedError(tx, phone, now, language);
    if (locked) throw locked;

    const latest = await otpRepository.latestChallenge(tx, phone);
    // The cooldown guards against resend spam; once a code has been used, the next one may follow at once
    // (sign up, log out, log in again).
    if (latest && !latest.consumedAt) {
      const waitMs = latest.createdAt.getTime() + ctx.limits.resendCooldownSeconds * 1000 - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError('RATE_LIMITED', message('resendCooldown', language, { seconds }), {
          retryAfterSeconds: seconds,
        });
      }
    }
    if ((await otpRepository.countSendsToPhoneSince(tx, phone, hourAgo)) >= ctx.limits.sendsPerNumberPerHour) {
      throw new AppError('RATE_LIMITED', message('tooManySends', language), { retryAfterSeconds: 3600 });
    }
    if ((await otpRepository.countSendsFromIpSince(tx, ip, hourAgo)) >= ctx.limits.sendsPerIpPerHour) {
      throw new AppError('RATE_LIMITED', message('tooManySendsFromNetwork', language), { retryAfterSeconds: 3600 });
    }

    await otpRepository.supersedeLiveChallenges(tx, phone, now);
    return otpRepository.insertChallenge(tx, {
      phone,
      purpose,
      codeHash: hashCode(ctx.otpKey, phone, purpose, code),
      requestedIp: ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
  });

  try {
    const sms = input.sms ?? { key: 'otpSms', language };
    await ctx.sms.send({ to: phone, body: formatServerMessage(sms.key, sms.language, { code }) });
    ctx.metrics.otpSends.inc({ purpose });
  } catch (error) {
    // A code nobody received must not count against the limits or hold up the next request.
    await otpRepository.deleteChallenge(ctx.db, challenge.id);
    throw new AppError('SERVICE_UNAVAILABLE', message('smsFailed', language), { cause: String(error) });
  }
  return { resendAfterSeconds: ctx.limits.resendCooldownSeconds };
}

/** The purpose of the code most recently sent to this number, if one is still in play. */
export async function pendingPurpose(ctx: OtpContext, phone: string): Promise<OtpPurpose | undefined> {
  return ctx.db.transaction(async (tx) => {
    const challenge = await otpRepository.liveChallengeForUpdate(tx, phone, ['signup', 'login', 'staff_login']);
    return challenge && !challenge.consumedAt ? challenge.purpose : undefined;
  });
}

export interface VerifyOtpInput {
  phone: string;
  purpose: OtpPurpose;
  code: string;
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
  const outcome = await ctx.db.transaction(async (tx) => {
    const failure = await checkCode(tx, ctx, input);
    if (failure) return { failure };
    return { value: await onVerified(tx) };
  });
  if ('failure' in outcome) throw outcome.failure;
  return outcome.value;
}

async function checkCode(tx: Tx, ctx: OtpContext, input: VerifyOtpInput): Promise<AppError | undefined> {
  const { phone, purpose, code, language } = input;
  const now = ctx.clock.now();
  await otpRepository.lockPhone(tx, phone);
  const locked = await lockedError(tx, phone, now, language);
  if (locked) return locked;

  const fail = async (key: Parameters<typeof formatServerMessage>[0], values?: Record<string, number>) => {
    await otpRepository.recordFailure(tx, 'otp', phone, now);
    return new AppError('VALIDATION_FAILED', message(key, language, values));
  };

  const challenge = await otpRepository.liveChallengeForUpdate(tx, phone, [purpose]);
  if (!challenge) return fail('otpMissing');
  if (challenge.consumedAt) return fail('otpUsed');
  if (now.getTime() >= challenge.expiresAt.getTime()) return fail('otpExpired');
  if (challenge.attempts >= MAX_TRIES_PER_CODE) return fail('otpTooManyTries');

  if (!sameHash(challenge.codeHash, hashCode(ctx.otpKey, phone, purpose, code))) {
    const attempts = await otpRepository.recordAttempt(tx, challenge.id);
    return attempts >= MAX_TRIES_PER_CODE
      ? fail('otpTooManyTries')
      : fail('otpWrong', { left: MAX_TRIES_PER_CODE - attempts });
  }
  await otpRepository.markConsumed(tx, challenge.id, now);
  return undefined;
}
