// POST /api/users/protected/get-profile: the signed-in person's own profile, their own number included.
// With `userTypeRequired` the server refuses (403 "User Type mismatch") a person of the other role.
import { useQuery } from '@tanstack/react-query';
import type { GetProfileRequest, GetProfileResponse, UserType } from '@kaamsetu/contract';
import { ApiError, apiFetch, retryUnlessRefused, startAhead, takeAhead } from './api-client';
import { readUserId } from './session-storage';

export function getOwnProfile(input: GetProfileRequest): Promise<GetProfileResponse> {
  return apiFetch('/api/users/protected/get-profile', { method: 'POST', body: JSON.stringify(input) });
}

/** Every cached copy of the own profile starts with this, so a save can refresh them all. */
export const ownProfileQueryRoot = ['own-profile'] as const;

function ownProfileKey(id: string | null, userTypeRequired: UserType | undefined) {
  return [...ownProfileQueryRoot, id, userTypeRequired ?? 'any'] as const;
}

/** Asks for the own profile before the page that shows it has run (app-page-loaders.ts, lib/api-client.ts). */
export function startOwnProfileAhead(): void {
  const id = readUserId();
  if (id) startAhead(JSON.stringify(ownProfileKey(id, undefined)), () => getOwnProfile({ id }));
}

export function useOwnProfile(userTypeRequired?: UserType) {
  const id = readUserId();
  const queryKey = ownProfileKey(id, userTypeRequired);
  return useQuery({
    queryKey,
    queryFn: () => {
      // The sign-in stores the id with the token; without it the spec's calls cannot be made.
      if (!id) throw new Error('No userId stored with the session');
      const ahead = takeAhead<GetProfileResponse>(JSON.stringify(queryKey));
      return ahead ?? getOwnProfile(userTypeRequired ? { id, userTypeRequired } : { id });
    },
    retry: retryUnlessRefused,
  });
}

/** True when get-profile refused because the account has the other role. */
export function isUserTypeMismatch(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const details = (error.body as { error?: { details?: { reason?: unknown } } } | undefined)?.error?.details;
  return details?.reason === 'userTypeMismatch';
}
