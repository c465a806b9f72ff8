// GET /api/users/protected: who the stored token belongs to. Any failure means "not signed in". The app shell
// guards /app with it; pages read the viewer's role from the same cached answer.
import { useQuery } from '@tanstack/react-query';
import type { ProtectedResponse } from '@kaamsetu/contract';
import { apiFetch } from './api-client';
import { readAuthToken } from './session-storage';

export function getSession(): Promise<ProtectedResponse> {
  return apiFetch('/api/users/protected', { credentials: 'include' });
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
