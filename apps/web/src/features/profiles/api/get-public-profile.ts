// GET /api/profiles/:id: what any signed-in person may see of someone's profile. Never the number.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfileResponse } from '@kaamsetu/contract';
import { ApiError, apiFetch, retryUnlessRefused } from '../../../lib/api-client';

export function getPublicProfile(id: string): Promise<PublicProfileResponse> {
  return apiFetch(`/api/profiles/${encodeURIComponent(id)}`);
}

/** As one query, so the page can ask for it beside the session check (app/app-page-loaders.ts). */
export function publicProfileQuery(id: string) {
  return queryOptions({
    queryKey: ['public-profile', id],
    queryFn: () => getPublicProfile(id),
    retry: retryUnlessRefused,
    staleTime: 60_000,
  });
}

export function usePublicProfile(id: string) {
  return useQuery(publicProfileQuery(id));
}

/** No such profile to show: an unknown or unfinished one (404), or an id that cannot be one (400). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
