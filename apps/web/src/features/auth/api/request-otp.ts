// POST /api/users/login or /api/users/signup: the server checks the account (must exist to log in, must not
// to sign up) and texts a one-time code to the number. Logging in needs the number alone.
import type { LoginRequest, OtpRequest, OtpSentResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export type AuthMode = 'login' | 'signup';

export type CodeRequest = { mode: 'signup'; request: OtpRequest } | { mode: 'login'; request: LoginRequest };

const endpoints: Record<AuthMode, string> = {
  login: '/api/users/login',
  signup: '/api/users/signup',
};

export function requestOtp({ mode, request }: CodeRequest): Promise<OtpSentResponse> {
  return apiFetch(endpoints[mode], { method: 'POST', body: JSON.stringify(request) });
}
