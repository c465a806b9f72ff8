// POST /api/staff/logout: the server revokes the staff token.
import type { MessageResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function logOutStaff(): Promise<MessageResponse> {
  return apiFetch('/api/staff/logout', { method: 'POST', as: 'staff' });
}
