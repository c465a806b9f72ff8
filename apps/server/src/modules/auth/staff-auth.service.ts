// Staff sign-in: an Admin proves a passcode, an Employee names their staff user id; either way the code
// goes by SMS to the phone on the staff record, and the session token is a staff token.
import { formatServerMessage, maskIndianMobile, type Language, type StaffSessionResponse } from '@kaamsetu/contract';
import { AppError } from '../../lib/errors.js';
import type { AuthContext, RequestMeta } from './auth-context.js';
import { sendOtp, verifyOtpThen } from './otp.service.js';
import { verifyPasscode } from './passcode.js';
import * as otpRepository from './otp.repository.js';
import * as staffRepository from './staff.repository.js';
import type { StaffRow } from './staff.repository.js';

export const PASSCODE_FAILURES_PER_HOUR = 20;

async function adminByPasscode(ctx: AuthContext, passcode: string, meta: RequestMeta): Promise<StaffRow> {
  const now = ctx.otp.clock.now();
  const hourAgo = new Date(now.getTime() - 3_600_000);
  if ((await otpRepository.countFailuresSince(ctx.db, 'passcode', meta.ip, hourAgo)) >= PASSCODE_FAILURES_PER_HOUR) {
    throw new AppError('RATE_LIMITED', formatServerMessage('passcodeLocked', meta.language), {
      retryAfterSeconds: 3600,
    });
  }
  // A handful of Admins at most, so checking each hash is cheap; passcodes are unique among them.
  for (const admin of await staffRepository.findActiveAdmins(ctx.db)) {
    if (admin.passcodeHash && (await verifyPasscode(passcode, admin.passcodeHash))) return admin;
  }
  await otpRepository.recordFailure(ctx.db, 'passcode', meta.ip, now);
  throw new AppError('UNAUTHORIZED', formatServerMessage('wrongPasscode', meta.language));
}

async function staffByCode(ctx: AuthContext, staffCode: string, language: Language): Promise<StaffRow> {
  const staff = await staffRepository.findActiveStaffByCode(ctx.db, staffCode);
  if (!staff) throw new AppError('NOT_FOUND', formatServerMessage('staffNotFound', language));
  return staff;
}

async function sendStaffOtp(ctx: AuthContext, staff: StaffRow, meta: RequestMeta) {
  const { resendAfterSeconds } = await sendOtp(ctx.otp, { phone: staff.phone, purpose: 'staff_login', ...meta });
  return {
    success: true as const,
    message: formatServerMessage('staffOtpSent', meta.language, { phone: maskIndianMobile(staff.phone) }),
    resendAfterSeconds,
  };
}

async function staffSession(ctx: AuthContext, staff: StaffRow, otp: string, meta: RequestMeta) {
  const current = await verifyOtpThen(
    ctx.otp,
    { phone: staff.phone, purpose: 'staff_login', code: otp, language: meta.language },
    async (tx) => {
      const fresh = await staffRepository.findStaffById(tx, staff.id);
      if (!fresh?.active) throw new AppError('NOT_FOUND', formatServerMessage('staffNotFound', meta.language));
      return fresh;
    },
  );
  const token = await ctx.tokens.sign({
    sub: current.id,
    kind: 'staff',
    role: current.role,
    ver: current.tokenVersion,
  });
  const response: StaffSessionResponse = { success: true, token, role: current.role };
  return response;
}

export async function requestAdminOtp(ctx: AuthContext, passcode: string, meta: RequestMeta) {
  return sendStaffOtp(ctx, await adminByPasscode(ctx, passcode, meta), meta);
}

export async function verifyAdmin(ctx: AuthContext, input: { passcode: string; otp: string }, meta: RequestMeta) {
  return staffSession(ctx, await adminByPasscode(ctx, input.passcode, meta), input.otp, meta);
}

export async function requestEmployeeOtp(ctx: AuthContext, staffCode: string, meta: RequestMeta) {
  return sendStaffOtp(ctx, await staffByCode(ctx, staffCode, meta.language), meta);
}

export async function verifyEmployee(ctx: AuthContext, input: { userId: string; otp: string }, meta: RequestMeta) {
  return staffSession(ctx, await staffByCode(ctx, input.userId, meta.language), input.otp, meta);
}

export async function staffLogout(ctx: AuthContext, staffId: string, language: Language) {
  await staffRepository.bumpStaffTokenVersion(ctx.db, staffId);
  return { success: true as const, message: formatServerMessage('loggedOut', language) };
}
