// POST /api/users/protected/get-random-profiles: "Today's Top Performers", never the caller.
import { useQuery } from '@tanstack/react-query';
import type { ProfileListResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { readUserId } from '../../../lib/session-storage';

export function getTopPerformers(input: { id: string }): Promise<ProfileListResponse> {
  return apiFetch('/api/users/protected/get-random-profiles', { method: 'POST', body: JSON.stringify(input) });
}

export function useTopPerformers({ enabled }: { enabled: boolean }) {
  const id = readUserId();
  return useQuery({
    queryKey: ['top-performers', id],
    queryFn: () => {
      if (!id) throw new Error('No userId stored with the session');
      return getTopPerformers({ id });
    },
    enabled,
    // "Today's" list: the same cards while the person moves between pages, fresh on the next visit.
    staleTime: 5 * 60_000,
  });
}
