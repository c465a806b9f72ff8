// Sign-up, login and staff sign-in: request and response schemas shared by the server and the web app.
// Field names follow the spec's API (section 7), which existing clients were written against.
import { z } from 'zod';
import { userTypes } from './business.js';
import { languages } from './languages.js';
import { PRIVACY_NOTICE_VERSION } from './privacy-notice.js';
import {
  authMessages,
  mobileNumberOf,
  OTP_PATTERN,
  PERSON_NAME_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
} from './sign-in-checks.js';

export const phoneSchema = z
  .string({ error: authMessages.invalidPhone })
  .max(PHONE_INPUT_MAX_LENGTH, authMessages.invalidPhone)
  .transform((value, context) => {
    const normalized = mobileNumberOf(value);
    if (!normalized) {
      context.addIssue({ code: 'custom', message: authMessages.invalidPhone });
      return z.NEVER;
    }
    return normalized;
  });

export const personNameSchema = z
  .string({ error: authMessages.nameRequired })
  .trim()
  .min(1, authMessages.nameRequired)
  .max(PERSON_NAME_MAX_LENGTH, authMessages.nameTooLong);

export const userTypeSchema = z.enum(userTypes, { error: authMessages.invalidUserType });

export const otpSchema = z
  .string({ error: authMessages.invalidOtp })
  .trim()
  .regex(OTP_PATTERN, authMessages.invalidOtp);

/** POST /api/users/signup */
export const otpRequestSchema = z.object({
  name: personNameSchema,
  phone: phoneSchema,
  userType: userTypeSchema,
});
export type OtpRequest = z.input<typeof otpRequestSchema>;

/** POST /api/users/signup-otp-verify */
export const otpVerifySchema = otpRequestSchema.extend({ otp: otpSchema });
export type OtpVerify = z.input<typeof otpVerifySchema>;

/**
 * POST /api/users/login, /api/users/resend-otp: the number alone is enough, as the account already knows the
 * name and role. The spec's clients send both: a role is then still held to the account's, and a name still
 * checked as at sign-up (and otherwise unused), so they get the answers they always got.
 */
export const loginRequestSchema = z.object({
  name: personNameSchema.optional(),
  phone: phoneSchema,
  userType: userTypeSchema.optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /api/users/otp-verify */
export const loginVerifySchema = loginRequestSchema.extend({ otp: otpSchema });
export type LoginVerify = z.input<typeof loginVerifySchema>;

/**
 * POST /api/users/signup-otp-verify: the code and, from a form with a consent checkbox (ours), the version of
 * the privacy notice the person ticked. Optional on the wire, as the spec's clients send `{name, phone,
 * userType, otp}` only: for them the sign-up SMS carried the notice and said that entering its code means
 * agreeing. An older version (a page loaded before the notice changed) is refused.
 */
export const signupVerifySchema = otpVerifySchema.extend({
  consentVersion: z.literal(PRIVACY_NOTICE_VERSION, { error: authMessages.consentRequired }).optional(),
});
export type SignupVerify = z.input<typeof signupVerifySchema>;

export const languageSchema = z.enum(languages, { error: authMessages.invalidLanguage });

/** PUT /api/me/language: the language the person reads, kept on the account (pages and SMS). */
export const languageRequestSchema = z.object({ language: languageSchema });
export type LanguageRequest = z.input<typeof languageRequestSchema>;
export const languageResponseSchema = z.object({ success: z.literal(true), language: languageSchema });
export type LanguageResponse = z.infer<typeof languageResponseSchema>;

export const messageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Answer to a sent code: when the next resend is allowed, so the page can count down. */
export const otpSentResponseSchema = messageResponseSchema.extend({
  resendAfterSeconds: z.number().int(),
});
export type OtpSentResponse = z.infer<typeof otpSentResponseSchema>;

export const sessionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The same JWT twice: older clients read `token`, newer ones `authToken`. */
  token: z.string(),
  authToken: z.string(),
  userId: z.string(),
  forwardLink: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  userType: userTypeSchema,
  phone: z.string(),
  /** Null until the account has a language (accounts made before it was asked). */
  language: languageSchema.nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/users/protected */
export const protectedResponseSchema = z.object({
  success: z.literal(true),
  user: sessionUserSchema,
});
export type ProtectedResponse = z.infer<typeof protectedResponseSchema>;

export const staffRoles = ['Employee', 'Admin'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const passcodeSchema = z
  .string({ error: authMessages.passcodeRequired })
  .min(1, authMessages.passcodeRequired)
  .max(128, authMessages.passcodeRequired);

export const staffUserIdSchema = z
  .string({ error: authMessages.staffUserIdRequired })
  .trim()
  .min(1, authMessages.staffUserIdRequired)
  .max(32, authMessages.staffUserIdRequired)
  .transform((value) => value.toUpperCase());

/** POST /api/staff/admin/otp */
export const adminOtpRequestSchema = z.object({ passcode: passcodeSchema });
export type AdminOtpRequest = z.input<typeof adminOtpRequestSchema>;
/** POST /api/staff/admin/verify */
export const adminOtpVerifySchema = z.object({ passcode: passcodeSchema, otp: otpSchema });
export type AdminOtpVerify = z.input<typeof adminOtpVerifySchema>;
/** POST /api/staff/employee/otp */
export const employeeOtpRequestSchema = z.object({ userId: staffUserIdSchema });
export type EmployeeOtpRequest = z.input<typeof employeeOtpRequestSchema>;
/** POST /api/staff/employee/verify */
export const employeeOtpVerifySchema = z.object({ userId: staffUserIdSchema, otp: otpSchema });
export type EmployeeOtpVerify = z.input<typeof employeeOtpVerifySchema>;

export const staffSessionResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  role: staffRoleSchema,
});
export type StaffSessionResponse = z.infer<typeof staffSessionResponseSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  userId: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api/staff/me */
export const staffMeResponseSchema = z.object({ success: z.literal(true), staff: staffMemberSchema });
export type StaffMeResponse = z.infer<typeof staffMeResponseSchema>;
