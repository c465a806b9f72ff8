// GET /api/users/protected: who the stored token belongs to. Any failure means "not signed in". The app shell
// guards /app with it; pages read the viewer's role from the same cached answer.
import { useQuery } from '@tanstack/react-query';
import type { ProtectedResponse } from '@kaamsetu/contract';
import { adoptAccountLanguage } from './account-language';
import { apiFetch } from './api-client';
import { readAuthToken } from './session-storage';

export async function getSession(): Promise<ProtectedResponse> {
  const session = await apiFetch<ProtectedResponse>('/api/users/protected', { credentials: 'include' });
  await adoptAccountLanguage(session);
  return session;
}

export function useSession() {
  const token = readAuthToken();
  return useQuery({
    queryKey: ['session', token],
    queryFn: getSession,
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
  });
}
