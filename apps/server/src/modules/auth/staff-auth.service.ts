// Staff sign-in: an Admin proves a passcode, an Employee names their staff user id; either way the code
// goes by SMS to the phone on the staff record, and the session token is a staff token.
import { formatServerMessage, maskIndianMobile, type Language, type StaffSessionResponse } from '@kaamsetu/contract';
import { AppError } from '../../lib/errors.js';
import { BusyError } from '../../lib/concurrency-limit.js';
import type { AuthContext } from './auth-context.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { LIMIT_WINDOW_MS, refuseGuessAtNothing, sendOtp, verifyOtpThen } from './otp.service.js';
import { verifyPasscode, withPasscodeCheckSlot } from './passcode.js';
import * as otpRepository from './otp.repository.js';
import * as staffRepository from './staff.repository.js';
import type { StaffRow } from './staff.repository.js';

export const PASSCODE_FAILURES_PER_HOUR = 20;

/**
 * Takes one of the address's passcode tries for this hour before the slow check, in a transaction serialised
 * per address: however many guesses arrive at once, no more than the limit are ever checked. The try stays
 * recorded as a failure unless the passcode is right.
 */
async function reservePasscodeTry(ctx: AuthContext, meta: RequestMeta): Promise<{ id: string }> {
  const now = ctx.otp.clock.now();
  const reservation = await ctx.db.transaction(async (tx) => {
    await otpRepository.lockKey(tx, `passcode:${meta.ip}`);
    const since = new Date(now.getTime() - LIMIT_WINDOW_MS);
    if ((await otpRepository.countFailuresSince(tx, 'passcode', meta.ip, since)) >= PASSCODE_FAILURES_PER_HOUR) {
      return undefined;
    }
    return otpRepository.recordFailure(tx, 'passcode', meta.ip, now);
  });
  if (!reservation) {
    throw new AppError('RATE_LIMITED', formatServerMessage('passcodeLocked', meta.language), {
      retryAfterSeconds: 3600,
    });
  }
  return reservation;
}

async function adminByPasscode(ctx: AuthContext, passcode: string, meta: RequestMeta): Promise<StaffRow> {
  const reservation = await reservePasscodeTry(ctx, meta);
  let admin: StaffRow | undefined;
  try {
    const admins = await staffRepository.findActiveAdmins(ctx.db);
    // A handful of Admins at most, so checking each hash is cheap; passcodes are unique among them. One slot
    // for the whole loop: a refusal for being busy comes before any hash was checked, never halfway.
    admin = await withPasscodeCheckSlot(async () => {
      for (const candidate of admins) {
        if (candidate.passcodeHash && (await verifyPasscode(passcode, candidate.passcodeHash))) return candidate;
      }
      return undefined;
    });
  } catch (error) {
    // Nothing was decided: the try goes back.
    await otpRepository.deleteFailure(ctx.db, reservation.id);
    if (error instanceof BusyError) {
      throw new AppError('SERVICE_UNAVAILABLE', formatServerMessage('staffSignInBusy', meta.language));
    }
    throw error;
  }
  if (!admin) throw new AppError('UNAUTHORIZED', formatServerMessage('wrongPasscode', meta.language));
  await otpRepository.deleteFailure(ctx.db, reservation.id);
  return admin;
}

/** Only Employees sign in through the Employee portal; an Admin's code is as unknown there as a made-up one. */
function employeeByCode(ctx: AuthContext, staffCode: string): Promise<StaffRow | undefined> {
  return staffRepository.findActiveStaffByCode(ctx.db, staffCode, 'Employee');
}

/** After a right passcode, the Admin is told where the code went (masked). */
async function sendAdminOtp(ctx: AuthContext, admin: StaffRow, meta: RequestMeta) {
  const { resendAfterSeconds } = await sendOtp(ctx.otp, { phone: admin.phone, purpose: 'staff_login', ...meta });
  return {
    success: true as const,
    message: formatServerMessage('staffOtpSent', meta.language, { phone: maskIndianMobile(admin.phone) }),
    resendAfterSeconds,
  };
}

async function staffSession(ctx: AuthContext, staff: StaffRow, otp: string, meta: RequestMeta) {
  const current = await verifyOtpThen(
    ctx.otp,
    { phone: staff.phone, purpose: 'staff_login', code: otp, ip: meta.ip, language: meta.language },
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
  return sendAdminOtp(ctx, await adminByPasscode(ctx, passcode, meta), meta);
}

export async function verifyAdmin(ctx: AuthContext, input: { passcode: string; otp: string }, meta: RequestMeta) {
  return staffSession(ctx, await adminByPasscode(ctx, input.passcode, meta), input.otp, meta);
}

/**
 * The same answer whether or not the user id is an active Employee's (no digits of the number either), so
 * the portal cannot be used to find staff codes; only a real Employee's phone gets an SMS.
 */
export async function requestEmployeeOtp(ctx: AuthContext, staffCode: string, meta: RequestMeta) {
  const employee = await employeeByCode(ctx, staffCode);
  if (employee) {
    try {
      await sendOtp(ctx.otp, { phone: employee.phone, purpose: 'staff_login', ...meta });
    } catch (error) {
      // A cooldown, a cap or a failed SMS would tell a real user id from a made-up one: same answer; the
      // limit still held (no code went out), and the Employee asks again in a moment.
      if (!(error instanceof AppError) || !['RATE_LIMITED', 'SERVICE_UNAVAILABLE'].includes(error.code)) throw error;
    }
  }
  return {
    success: true as const,
    message: formatServerMessage('employeeOtpSent', meta.language),
    resendAfterSeconds: ctx.otp.limits.resendCooldownSeconds,
  };
}

/** Every refusal reads the same, so a real user id cannot be told from a made-up one by its code's answers. */
export async function verifyEmployee(ctx: AuthContext, input: { userId: string; otp: string }, meta: RequestMeta) {
  const employee = await employeeByCode(ctx, input.userId);
  try {
    // An unknown user id is refused like a real one without a code, and counted as such a guess.
    if (!employee) throw await refuseGuessAtNothing(ctx.otp, meta);
    return await staffSession(ctx, employee, input.otp, meta);
  } catch (error) {
    if (error instanceof AppError && ['VALIDATION_FAILED', 'RATE_LIMITED', 'NOT_FOUND'].includes(error.code)) {
      throw new AppError('VALIDATION_FAILED', formatServerMessage('employeeOtpInvalid', meta.language));
    }
    throw error;
  }
}

export async function staffLogout(ctx: AuthContext, staffId: string, language: Language) {
  await staffRepository.bumpStaffTokenVersion(ctx.db, staffId);
  return { success: true as const, message: formatServerMessage('loggedOut', language) };
}
