// POST /api/users/resend-otp: a fresh code to the same number, once the cooldown has passed.
import type { OtpRequest, OtpSentResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function resendOtp(input: OtpRequest): Promise<OtpSentResponse> {
  return apiFetch('/api/users/resend-otp', { method: 'POST', body: JSON.stringify(input) });
}
