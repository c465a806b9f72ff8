// POST /api/staff/employee/otp: texts a code to the registered mobile of an active staff user id.
import type { OtpSentResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function requestEmployeeOtp(input: { userId: string }): Promise<OtpSentResponse> {
  return apiFetch('/api/staff/employee/otp', { method: 'POST', body: JSON.stringify(input) });
}
