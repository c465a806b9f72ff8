// POST /api/users/protected/get-profile: the signed-in person's own profile, their own number included.
// With `userTypeRequired` the server refuses (403 "User Type mismatch") a person of the other role.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetProfileRequest, GetProfileResponse, UserType } from '@kaamsetu/contract';
import { ApiError, apiFetch, retryUnlessRefused } from './api-client';
import { readUserId } from './session-storage';

export function getOwnProfile(input: GetProfileRequest): Promise<GetProfileResponse> {
  return apiFetch('/api/users/protected/get-profile', { method: 'POST', body: JSON.stringify(input) });
}

/** Every cached copy of the own profile starts with this, so a save can refresh them all. */
export const ownProfileQueryRoot = ['own-profile'] as const;

/** As one query, so a page can ask for it beside the session check (app/app-page-loaders.ts). */
export function ownProfileQuery(userTypeRequired?: UserType) {
  const id = readUserId();
  return queryOptions({
    queryKey: [...ownProfileQueryRoot, id, userTypeRequired ?? 'any'],
    queryFn: () => {
      // The sign-in stores the id with the token; without it the spec's calls cannot be made.
      if (!id) throw new Error('No userId stored with the session');
      return getOwnProfile(userTypeRequired ? { id, userTypeRequired } : { id });
    },
    retry: retryUnlessRefused,
    // Parts of a page that read the profile too (the own position, Home's checklist) mount once the answer is in;
    // with no fresh time each asked for the whole profile again. A few seconds covers that and no more: others'
    // changes (a review, a staff check) must show on the next visit, and the person's own saves refresh every copy
    // (ownProfileQueryRoot) anyway.
    staleTime: 5_000,
  });
}

export function useOwnProfile(userTypeRequired?: UserType) {
  return useQuery(ownProfileQuery(userTypeRequired));
}

/** True when get-profile refused because the account has the other role. */
export function isUserTypeMismatch(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const details = (error.body as { error?: { details?: { reason?: unknown } } } | undefined)?.error?.details;
  return details?.reason === 'userTypeMismatch';
}
