// GET /api/profiles/{id}: the worker a proposal is for, so the Employer sees whom they are offering work to
// (name and rating). Shared in the cache with the profile page the Employer came from.
import { useQuery } from '@tanstack/react-query';
import type { PublicProfileResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';

export function getWorker(workerId: string): Promise<PublicProfileResponse> {
  return apiFetch(`/api/profiles/${encodeURIComponent(workerId)}`);
}

export function useWorker(workerId: string | undefined) {
  return useQuery({
    queryKey: ['public-profile', workerId],
    queryFn: () => getWorker(workerId ?? ''),
    enabled: workerId !== undefined,
    retry: retryUnlessRefused,
    staleTime: 60_000,
  });
}
