// POST /api/staff/admin/verify: passcode and code in, a staff token out.
import type { StaffSessionResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function verifyAdminOtp(input: { passcode: string; otp: string }): Promise<StaffSessionResponse> {
  return apiFetch('/api/staff/admin/verify', { method: 'POST', body: JSON.stringify(input) });
}
