// POST /api/staff/employee/verify: user id and code in, a staff token out.
import type { StaffSessionResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function verifyEmployeeOtp(input: { userId: string; otp: string }): Promise<StaffSessionResponse> {
  return apiFetch('/api/staff/employee/verify', { method: 'POST', body: JSON.stringify(input) });
}
