// GET /api/contacts/viewers: the employers who paid to see a worker's number, newest first.
import { useQuery } from '@tanstack/react-query';
import type { ContactViewersResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { walletQueryRoot } from '../../../lib/query-client';

export function getContactViewers(): Promise<ContactViewersResponse> {
  return apiFetch('/api/contacts/viewers');
}

export function useContactViewers() {
  return useQuery({ queryKey: [...walletQueryRoot, 'viewers'], queryFn: getContactViewers, retry: retryUnlessRefused });
}
