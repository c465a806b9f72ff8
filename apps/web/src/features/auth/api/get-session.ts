// GET /api/users/protected: who the stored token belongs to. Any failure means "not signed in".
import { useQuery } from '@tanstack/react-query';
import type { ProtectedResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { readAuthToken } from '../../../lib/session-storage';

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
