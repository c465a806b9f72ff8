// POST /api/staff/admin/otp: checks the Admin passcode and texts a code to the Admin's registered mobile.
import type { OtpSentResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function requestAdminOtp(input: { passcode: string }): Promise<OtpSentResponse> {
  return apiFetch('/api/staff/admin/otp', { method: 'POST', body: JSON.stringify(input) });
}
