// Sign-up and login of people (Labourers and Employers) with a mobile number and a one-time code.
import {
  formatIndianMobile,
  formatServerMessage,
  type Language,
  type OtpSentResponse,
  type SessionResponse,
  type UserType,
} from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import { openWalletWithWelcomeCredits } from '../money/welcome-credits.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext, RequestMeta } from './auth-context.js';
import { pendingPurpose, sendOtp, verifyOtpThen } from './otp.service.js';
import * as usersRepository from './users.repository.js';
import type { UserRow } from './users.repository.js';

interface PersonDetails {
  name: string;
  phone: string;
  userType: UserType;
}

function roleName(role: UserType, language: Language): string {
  return formatServerMessage(role === 'Labourer' ? 'roleLabourer' : 'roleEmployer', language);
}

function accountExists(language: Language): AppError {
  return new AppError('CONFLICT', formatServerMessage('accountExists', language));
}

/** Refuses a login for a number with no account, or with a role other than the account's. */
async function loginAccount(db: Executor, details: PersonDetails, language: Language): Promise<UserRow> {
  const user = await usersRepository.findUserByPhone(db, details.phone);
  if (!user) throw new AppError('NOT_FOUND', formatServerMessage('accountNotFound', language));
  // Demo people have made-up numbers that may belong to someone real: never text them.
  if (user.isDemo) throw new AppError('FORBIDDEN', formatServerMessage('demoAccount', language));
  if (user.blockedAt) throw new AppError('FORBIDDEN', formatServerMessage('accountBlocked', language));
  if (user.role !== details.userType) {
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

export async function requestSignupOtp(ctx: AuthContext, details: PersonDetails, meta: RequestMeta) {
  if (await usersRepository.findUserByPhone(ctx.db, details.phone)) throw accountExists(meta.language);
  const { resendAfterSeconds } = await sendOtp(ctx.otp, { phone: details.phone, purpose: 'signup', ...meta });
  return otpSent(details.phone, meta.language, resendAfterSeconds);
}

/** The SMS for a code goes out in the language the account chose, whatever the page's language is. */
function smsIn(user: UserRow, meta: RequestMeta) {
  return { key: 'otpSms' as const, language: user.language ?? meta.language };
}

export async function requestLoginOtp(ctx: AuthContext, details: PersonDetails, meta: RequestMeta) {
  const user = await loginAccount(ctx.db, details, meta.language);
  const { resendAfterSeconds } = await sendOtp(ctx.otp, {
    phone: details.phone,
    purpose: 'login',
    ...meta,
    sms: smsIn(user, meta),
  });
  return otpSent(details.phone, meta.language, resendAfterSeconds);
}

export async function resendOtp(ctx: AuthContext, details: PersonDetails, meta: RequestMeta) {
  const purpose = await pendingPurpose(ctx.otp, details.phone);
  if (purpose !== 'signup' && purpose !== 'login') {
    throw new AppError('VALIDATION_FAILED', formatServerMessage('otpMissing', meta.language));
  }
  if (purpose === 'signup' && (await usersRepository.findUserByPhone(ctx.db, details.phone))) {
    throw accountExists(meta.language);
  }
  const user = purpose === 'login' ? await loginAccount(ctx.db, details, meta.language) : undefined;
  const { resendAfterSeconds } = await sendOtp(ctx.otp, {
    phone: details.phone,
    purpose,
    ...meta,
    ...(user ? { sms: smsIn(user, meta) } : {}),
  });
  return { success: true as const, message: formatServerMessage('otpResent', meta.language), resendAfterSeconds };
}

/**
 * Creates the account, but only in the transaction that uses up a right sign-up code, with the person's
 * consent to the privacy notice (its version and time) and the language they signed up in.
 */
export async function verifySignup(
  ctx: AuthContext,
  details: PersonDetails & { otp: string; consentVersion: string },
  meta: RequestMeta,
) {
  const user = await verifyOtpThen(
    ctx.otp,
    { phone: details.phone, purpose: 'signup', code: details.otp, language: meta.language },
    async (tx) => {
      if (await usersRepository.findUserByPhone(tx, details.phone)) throw accountExists(meta.language);
      const now = ctx.otp.clock.now();
      const user = await usersRepository.insertUser(tx, {
        name: details.name,
        phone: details.phone,
        role: details.userType,
        language: meta.language,
        consentVersion: details.consentVersion,
        consentedAt: now,
        createdAt: now,
      });
      await openWalletWithWelcomeCredits(tx, user.id, ctx.welcomeCreditsPaise);
      return user;
    },
  );
  return sessionFor(ctx, user, formatServerMessage('signedUp', meta.language));
}

export async function verifyLogin(ctx: AuthContext, details: PersonDetails & { otp: string }, meta: RequestMeta) {
  const user = await verifyOtpThen(
    ctx.otp,
    { phone: details.phone, purpose: 'login', code: details.otp, language: meta.language },
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
