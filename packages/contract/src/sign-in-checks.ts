// The sign-in form's rules as plain functions, with no zod: the form on /login checks a name, a number and a
// code (or, to log in, the number alone) with these before its first paint would otherwise wait for zod (issue 19 budgets /login at 90 KB of
// JavaScript). The schemas in auth.ts are built on the same constants and messages, and sign-in-checks.test.ts
// holds the two to the same answers.
import { OTP_LENGTH, userTypes, type UserType } from './business.js';
import { normalizeIndianMobile } from './phone.js';

export const authMessages = {
  invalidPhone: 'Enter a valid mobile number',
  nameRequired: 'Enter your name',
  nameTooLong: 'Name must be at most 80 characters',
  invalidUserType: 'Choose Employer or Labourer',
  invalidOtp: 'Enter the 6-digit code',
  passcodeRequired: 'Enter your passcode',
  staffUserIdRequired: 'Enter your user id',
  consentRequired: 'Agree to the privacy notice to create an account',
  invalidLanguage: 'Choose English, हिन्दी, मराठी or தமிழ்',
} as const;
export type AuthMessageKey = keyof typeof authMessages;

export const PERSON_NAME_MAX_LENGTH = 80;
/** The longest phone text looked at: anything longer is no Indian mobile number however it is spelled. */
export const PHONE_INPUT_MAX_LENGTH = 32;
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** The problem with a person's name as typed, or null; the name is trimmed first. */
export function personNameProblem(name: string): AuthMessageKey | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'nameRequired';
  if (trimmed.length > PERSON_NAME_MAX_LENGTH) return 'nameTooLong';
  return null;
}

/** The number as +91XXXXXXXXXX, or null when it is no Indian mobile number. */
export function mobileNumberOf(phone: string): string | null {
  return phone.length > PHONE_INPUT_MAX_LENGTH ? null : normalizeIndianMobile(phone);
}

/** The code as sent (trimmed), or null when it is not six digits. */
export function otpOf(otp: string): string | null {
  const trimmed = otp.trim();
  return OTP_PATTERN.test(trimmed) ? trimmed : null;
}

export interface SignInFields {
  name: string;
  phone: string;
  userType: string;
}

/** A code request's fields as the server will take them, or each field's problem. */
export function checkSignInFields(
  fields: SignInFields,
):
  | { data: { name: string; phone: string; userType: UserType } }
  | { problems: Partial<Record<keyof SignInFields, AuthMessageKey>> } {
  const problems: Partial<Record<keyof SignInFields, AuthMessageKey>> = {};
  const nameProblem = personNameProblem(fields.name);
  if (nameProblem) problems.name = nameProblem;
  const phone = mobileNumberOf(fields.phone);
  if (!phone) problems.phone = 'invalidPhone';
  const userType = userTypes.find((type) => type === fields.userType);
  if (!userType) problems.userType = 'invalidUserType';
  if (nameProblem || !phone || !userType) return { problems };
  return { data: { name: fields.name.trim(), phone, userType } };
}

export interface LoginFields {
  phone: string;
  /** Optional: the account knows its name and role; when sent (the spec's clients) they are checked the same. */
  name?: string;
  userType?: string;
}

/** A login code request's fields as the server will take them, or each field's problem. */
export function checkLoginFields(
  fields: LoginFields,
):
  | { data: { phone: string; name?: string; userType?: UserType } }
  | { problems: Partial<Record<keyof LoginFields, AuthMessageKey>> } {
  const problems: Partial<Record<keyof LoginFields, AuthMessageKey>> = {};
  const nameProblem = fields.name === undefined ? null : personNameProblem(fields.name);
  if (nameProblem) problems.name = nameProblem;
  const phone = mobileNumberOf(fields.phone);
  if (!phone) problems.phone = 'invalidPhone';
  const userType = userTypes.find((type) => type === fields.userType);
  if (fields.userType !== undefined && !userType) problems.userType = 'invalidUserType';
  if (Object.keys(problems).length > 0 || !phone) return { problems };
  return {
    data: {
      phone,
      ...(fields.name === undefined ? {} : { name: fields.name.trim() }),
      ...(userType ? { userType } : {}),
    },
  };
}
