// POST /api/users/resend-otp: a fresh code to the same number, once the cooldown has passed (sent with what the
// first code was asked for with: a login's number alone, or a sign-up's name, number and role).
import type { LoginRequest, OtpSentResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function resendOtp(input: LoginRequest): Promise<OtpSentResponse> {
  return apiFetch('/api/users/resend-otp', { method: 'POST', body: JSON.stringify(input) });
}
