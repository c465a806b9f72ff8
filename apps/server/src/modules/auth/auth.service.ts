// Sign-up and login of people (Labourers and Employers) with a mobile number and a one-time code.
import {
  formatIndianMobile,
  formatServerMessage,
  PRIVACY_NOTICE_VERSION,
  type Language,
  type OtpSentResponse,
  type SessionResponse,
  type UserType,
} from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import { openWalletWithWelcomeCredits } from '../ledger/welcome-credits.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from './auth-context.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { welcomeCreditsFor } from './number-keys.js';
import { suspendIfNumberWasSuspended } from '../safety/carried-suspensions.js';
import * as otpRepository from './otp.repository.js';
import { LIMIT_WINDOW_MS, pendingCode, sendOtp, verifyOtpThen } from './otp.service.js';
import * as staffRepository from './staff.repository.js';
import * as usersRepository from './users.repository.js';
import type { UserRow } from './users.repository.js';

/**
 * Answers that tell whether a number has an account (a login for a number without one, a sign-up for a
 * number with one) that one address may get in an hour. Past it such a request is answered as if a code had
 * been sent, and counted as a send, but none is: the answers stop telling numbers apart, while people behind
 * the same carrier address still get their own codes.
 */
export const ACCOUNT_LOOKUPS_PER_SOURCE_PER_HOUR = 20;

interface PersonDetails {
  name: string;
  phone: string;
  userType: UserType;
}

/**
 * A login needs the number alone; a role, when sent (the spec's clients), must be the account's. A sent name is
 * only checked by the schema, as it always was: the account's own name stands.
 */
interface LoginDetails {
  phone: string;
  userType?: UserType | undefined;
}

function roleName(role: UserType, language: Language): string {
  return formatServerMessage(role === 'Labourer' ? 'roleLabourer' : 'roleEmployer', language);
}

/**
 * Who holds the number for people's sign-in: a person, or an active staff member (people's sign-in and
 * staff onboarding never act on a staff number; their codes and limits are the staff portal's).
 */
export async function findPersonByPhone(db: Executor, phone: string): Promise<UserRow | 'staff' | undefined> {
  const staff = await staffRepository.findStaffByPhone(db, phone);
  if (staff?.active) return 'staff';
  return usersRepository.findUserByPhone(db, phone);
}

function accountExists(language: Language): AppError {
  return new AppError('CONFLICT', formatServerMessage('accountExists', language));
}

/** Refuses a login for a number with no account, or with a role other than the account's. */
async function loginAccount(db: Executor, details: LoginDetails, language: Language): Promise<UserRow> {
  return loginHolder(await findPersonByPhone(db, details.phone), details, language);
}

function loginHolder(user: UserRow | 'staff' | undefined, details: LoginDetails, language: Language): UserRow {
  if (!user || user === 'staff') throw new AppError('NOT_FOUND', formatServerMessage('accountNotFound', language));
  // Demo people have made-up numbers that may belong to someone real: never text them.
  if (user.isDemo) throw new AppError('FORBIDDEN', formatServerMessage('demoAccount', language));
  if (user.blockedAt) throw new AppError('FORBIDDEN', formatServerMessage('accountBlocked', language));
  if (details.userType !== undefined && user.role !== details.userType) {
    throw new AppError(
      'CONFLICT',
      formatServerMessage('roleMismatch', language, { role: roleName(user.role, language) }),
    );
  }
  return user;
}

function otpSent(phone: string, language: Language, resendAfterSeconds: number): OtpSentResponse {
  return {
    success: true,
    message: formatServerMessage('otpSent', language, { phone: formatIndianMobile(phone) }),
    resendAfterSeconds,
  };
}

export function forwardLinkFor(user: UserRow): string {
  if (user.profileCompletedAt) return '/app/home';
  return user.role === 'Labourer' ? '/app/create-labourer-profile' : '/app/complete-profile-employer';
}

async function sessionFor(ctx: AuthContext, user: UserRow, message: string): Promise<SessionResponse> {
  const token = await ctx.tokens.sign({ sub: user.id, kind: 'user', role: user.role, ver: user.tokenVersion });
  return { success: true, message, token, authToken: token, userId: user.id, forwardLink: forwardLinkFor(user) };
}

/** The privacy notice, in full, on the web; the sign-up SMS links to it. */
function privacyNoticeLink(ctx: AuthContext): string {
  return `${ctx.publicUrl}/privacy-policy`;
}

export async function requestSignupOtp(ctx: AuthContext, details: PersonDetails, meta: RequestMeta) {
  const { holder, disguised } = await lookUpNumber(ctx, details.phone, meta, (found) => found !== undefined);
  if (disguised) return silentSend(ctx, details.phone, 'signup', meta);
  if (holder) throw accountExists(meta.language);
  const { resendAfterSeconds } = await sendOtp(ctx.otp, {
    phone: details.phone,
    purpose: 'signup',
    ...meta,
    ...signupSms(ctx, meta),
  });
  return otpSent(details.phone, meta.language, resendAfterSeconds);
}

/** The sign-up code's SMS is also the privacy notice: entering the code is agreeing (when no box was ticked). */
function signupSms(ctx: AuthContext, meta: RequestMeta) {
  return {
    sms: { key: 'signupOtpSms' as const, language: meta.language },
    smsValues: { link: privacyNoticeLink(ctx) },
  };
}

/**
 * Looks the number up, counting the answers that would tell it apart (`revealing`) against the address;
 * past the limit such an answer is `disguised`: the caller answers as if a code went out.
 */
async function lookUpNumber(
  ctx: AuthContext,
  phone: string,
  meta: RequestMeta,
  revealing: (holder: UserRow | 'staff' | undefined) => boolean,
): Promise<{ holder: UserRow | 'staff' | undefined; disguised: boolean }> {
  const now = ctx.otp.clock.now();
  // Only a revealing answer is counted, so the lookup itself needs no lock: most requests stop here.
  const holder = await findPersonByPhone(ctx.db, phone);
  if (!revealing(holder)) return { holder, disguised: false };
  return ctx.db.transaction(async (tx) => {
    // Serialised per address, so parallel lookups cannot all read the count before any of them adds to it.
    await otpRepository.lockKey(tx, `account-lookup:${meta.ip}`);
    const since = new Date(now.getTime() - LIMIT_WINDOW_MS);
    if (
      (await otpRepository.countFailuresSince(tx, 'account_lookup', meta.ip, since)) >=
      ACCOUNT_LOOKUPS_PER_SOURCE_PER_HOUR
    ) {
      return { holder, disguised: true };
    }
    await otpRepository.recordFailure(tx, 'account_lookup', meta.ip, now);
    return { holder, disguised: false };
  });
}

/** A disguised answer: the same checks, limits and words as a real send, and no code anyone could use. */
async function silentSend(ctx: AuthContext, phone: string, purpose: 'signup' | 'login', meta: RequestMeta) {
  const { resendAfterSeconds } = await sendOtp(ctx.otp, { phone, purpose, ...meta, silent: true });
  return otpSent(phone, meta.language, resendAfterSeconds);
}

/** The SMS for a code goes out in the language the account chose, whatever the page's language is. */
function smsIn(user: UserRow, meta: RequestMeta) {
  return { key: 'otpSms' as const, language: user.language ?? meta.language };
}

export async function requestLoginOtp(ctx: AuthContext, details: LoginDetails, meta: RequestMeta) {
  const { holder, disguised } = await lookUpNumber(ctx, details.phone, meta, (found) => !found || found === 'staff');
  if (disguised) return silentSend(ctx, details.phone, 'login', meta);
  const user = loginHolder(holder, details, meta.language);
  const { resendAfterSeconds } = await sendOtp(ctx.otp, {
    phone: details.phone,
    purpose: 'login',
    ...meta,
    sms: smsIn(user, meta),
  });
  return otpSent(details.phone, meta.language, resendAfterSeconds);
}

export async function resendOtp(ctx: AuthContext, details: LoginDetails, meta: RequestMeta) {
  const pending = await pendingCode(ctx.otp, details.phone, meta.ip);
  const purpose = pending?.purpose;
  if (purpose !== 'signup' && purpose !== 'login') {
    throw new AppError('VALIDATION_FAILED', formatServerMessage('otpMissing', meta.language));
  }
  if (pending?.silent) {
    const { resendAfterSeconds } = await sendOtp(ctx.otp, { phone: details.phone, purpose, ...meta, silent: true });
    return { success: true as const, message: formatServerMessage('otpResent', meta.language), resendAfterSeconds };
  }
  if (purpose === 'signup' && (await findPersonByPhone(ctx.db, details.phone))) {
    throw accountExists(meta.language);
  }
  const user = purpose === 'login' ? await loginAccount(ctx.db, details, meta.language) : undefined;
  const { resendAfterSeconds } = await sendOtp(ctx.otp, {
    phone: details.phone,
    purpose,
    ...meta,
    ...(user ? { sms: smsIn(user, meta) } : signupSms(ctx, meta)),
  });
  return { success: true as const, message: formatServerMessage('otpResent', meta.language), resendAfterSeconds };
}

/**
 * Creates the account, but only in the transaction that uses up a right sign-up code, with the person's
 * consent to the privacy notice (its version, time and how it was given) and the language they signed up in.
 * Without `consentVersion` (the spec's clients), the consent is the code itself: its SMS carried the notice.
 */
export async function verifySignup(
  ctx: AuthContext,
  details: PersonDetails & { otp: string; consentVersion?: string | undefined },
  meta: RequestMeta,
) {
  const user = await verifyOtpThen(
    ctx.otp,
    { phone: details.phone, purpose: 'signup', code: details.otp, ip: meta.ip, language: meta.language },
    async (tx) => {
      if (await findPersonByPhone(tx, details.phone)) throw accountExists(meta.language);
      const now = ctx.otp.clock.now();
      const user = await usersRepository.insertUser(tx, {
        name: details.name,
        phone: details.phone,
        role: details.userType,
        language: meta.language,
        consentVersion: details.consentVersion ?? PRIVACY_NOTICE_VERSION,
        consentMethod: details.consentVersion ? 'checkbox' : 'sms-notice',
        consentedAt: now,
        createdAt: now,
      });
      const credits = await welcomeCreditsFor(ctx.otp, tx, details.phone, ctx.welcomeCreditsPaise);
      await openWalletWithWelcomeCredits(tx, user.id, credits);
      await suspendIfNumberWasSuspended(ctx.otp, tx, user.id, details.phone, meta.language);
      return user;
    },
  );
  return sessionFor(ctx, user, formatServerMessage('signedUp', meta.language));
}

export async function verifyLogin(ctx: AuthContext, details: LoginDetails & { otp: string }, meta: RequestMeta) {
  const user = await verifyOtpThen(
    ctx.otp,
    { phone: details.phone, purpose: 'login', code: details.otp, ip: meta.ip, language: meta.language },
    (tx) => loginAccount(tx, details, meta.language),
  );
  return sessionFor(ctx, user, formatServerMessage('loggedIn', meta.language));
}

export async function chooseLanguage(ctx: AuthContext, userId: string, language: Language) {
  await usersRepository.setLanguage(ctx.db, userId, language);
  // The remembered session carries the language; the next request reads the new one.
  ctx.sessions.forget(userId);
  return { success: true as const, language };
}

export async function logout(ctx: AuthContext, userId: string, language: Language) {
  await usersRepository.bumpUserTokenVersion(ctx.db, userId);
  ctx.sessions.forget(userId);
  return { success: true as const, message: formatServerMessage('loggedOut', language) };
}
