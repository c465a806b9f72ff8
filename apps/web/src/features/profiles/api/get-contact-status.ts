// GET /api/contacts/{profileId}: whether the signed-in Employer has already paid to see this worker's number
// (then the number), and what seeing it costs: the price and the worker's share of it.
import { useQuery } from '@tanstack/react-query';
import type { ContactStatusResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';

export const contactStatusKey = (profileId: string) => ['contact-status', profileId] as const;

export function getContactStatus(profileId: string): Promise<ContactStatusResponse> {
  return apiFetch(`/api/contacts/${encodeURIComponent(profileId)}`);
}

export function useContactStatus(profileId: string) {
  return useQuery({
    queryKey: contactStatusKey(profileId),
    queryFn: () => getContactStatus(profileId),
    retry: retryUnlessRefused,
  });
}
