// POST /api/users/otp-verify (after login) or /api/users/signup-otp-verify (after sign-up): trades the code
// from the SMS (a login with the number alone) for a session token and the page the person should see first. A sign-up also carries the
// version of the privacy notice the person agreed to; the server creates no account without it.
import type { LoginVerify, SessionResponse, SignupVerify } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export type VerifyRequest = { mode: 'login'; body: LoginVerify } | { mode: 'signup'; body: SignupVerify };

const endpoints: Record<VerifyRequest['mode'], string> = {
  login: '/api/users/otp-verify',
  signup: '/api/users/signup-otp-verify',
};

export function verifyOtp({ mode, body }: VerifyRequest): Promise<SessionResponse> {
  return apiFetch(endpoints[mode], { method: 'POST', body: JSON.stringify(body) });
}
