// POST /api/me/delete: Delete my account, step 2. With the right code the server erases the person's details
// and ends every session; it refuses while a transfer to their UPI is still on its way (409).
import type { MessageResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function deleteAccount(otp: string): Promise<MessageResponse> {
  return apiFetch('/api/me/delete', { method: 'POST', body: JSON.stringify({ otp }) });
}
