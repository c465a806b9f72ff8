// POST /api/users/otp-verify (after login) or /api/users/signup-otp-verify (after sign-up): trades the code
// from the SMS for a session token and the page the person should see first.
import type { OtpVerify, SessionResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import type { AuthMode } from './request-otp';

const endpoints: Record<AuthMode, string> = {
  login: '/api/users/otp-verify',
  signup: '/api/users/signup-otp-verify',
};

export function verifyOtp(mode: AuthMode, input: OtpVerify): Promise<SessionResponse> {
  return apiFetch(endpoints[mode], { method: 'POST', body: JSON.stringify(input) });
}
