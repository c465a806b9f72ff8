// GET /api/contacts/viewers: the employers who paid to see a worker's number, newest first.
import { useQuery } from '@tanstack/react-query';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { walletQueryRoot } from '../../../lib/query-client';

export interface ContactViewer {
  employerId: string;
  name: string;
  companyName: string;
  unlockedAt: string;
}

export interface ContactViewersResponse {
  success: true;
  viewers: ContactViewer[];
}

export function getContactViewers(): Promise<ContactViewersResponse> {
  return apiFetch('/api/contacts/viewers');
}

export function useContactViewers() {
  return useQuery({ queryKey: [...walletQueryRoot, 'viewers'], queryFn: getContactViewers, retry: retryUnlessRefused });
}
