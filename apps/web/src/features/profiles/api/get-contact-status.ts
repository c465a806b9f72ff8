// GET /api/contacts/{profileId}: whether the signed-in Employer has already paid to see this worker's number
// (then the number), and what seeing it costs: the price and the worker's share of it. Anyone signed in gets an
// answer (never unlocked for a non-Employer), so it can be asked for before the caller's role is known.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactStatusResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';

export const contactStatusKey = (profileId: string) => ['contact-status', profileId] as const;

export function getContactStatus(profileId: string): Promise<ContactStatusResponse> {
  return apiFetch(`/api/contacts/${encodeURIComponent(profileId)}`);
}

/** As one query, so the profile page can ask for it beside the profile itself (app/app-page-loaders.ts). */
export function contactStatusQuery(profileId: string) {
  return queryOptions({
    queryKey: contactStatusKey(profileId),
    queryFn: () => getContactStatus(profileId),
    retry: retryUnlessRefused,
    // Asked for with the page's first answers: the page's own use must not ask again at once.
    staleTime: 60_000,
  });
}

export function useContactStatus(profileId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...contactStatusQuery(profileId), enabled });
}
