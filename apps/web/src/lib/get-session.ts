// GET /api/users/protected: who the stored token belongs to. Only the server saying no (401, 403) means "not
// signed in"; no answer at all (offline, server down) does not, so a bad connection never logs anyone out. The
// app shell guards /app with it; pages read the viewer's role from the same cached answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProtectedResponse } from '@kaamsetu/contract';
import { adoptAccountLanguage } from './account-language';
import { ApiError, apiFetch } from './api-client';
import { readAuthToken } from './session-storage';

export async function getSession(): Promise<ProtectedResponse> {
  const session = await apiFetch<ProtectedResponse>('/api/users/protected', { credentials: 'include' });
  await adoptAccountLanguage(session);
  return session;
}

/** The session check as one query, so /app can start it before its shell's code arrives (app-page-loaders.ts). */
export function sessionQuery(token: string | null) {
  return queryOptions({
    queryKey: ['session', token],
    queryFn: getSession,
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
  });
}

export function useSession() {
  return useQuery(sessionQuery(readAuthToken()));
}

/** True when the server refused the stored sign-in, as opposed to not answering. */
export function isSignInRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
