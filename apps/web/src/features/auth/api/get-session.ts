// GET /api/users/protected: who the stored token belongs to. Any failure means "not signed in".
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { readAuthToken } from '../../../lib/session-storage';

export interface SessionUser {
  id: string;
  name: string;
  userType: string;
  phone: string;
}

export function getSession(): Promise<{ success: boolean; user: SessionUser }> {
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
