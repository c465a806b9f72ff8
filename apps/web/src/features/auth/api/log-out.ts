// POST /api/users/logout: the server revokes every token of the signed-in person.
import type { MessageResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function logOut(): Promise<MessageResponse> {
  return apiFetch('/api/users/logout', { method: 'POST' });
}
