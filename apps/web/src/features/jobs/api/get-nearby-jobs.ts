// GET /api/jobs/nearby: open jobs nearest first, a page at a time. Without `near` the server measures from the
// worker's own place; with it, from a place id or the phone's rounded position ("26.92,75.79").
import { useInfiniteQuery } from '@tanstack/react-query';
import type { JobListResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { jobsKeys } from './job-query-keys';

export interface NearbyJobsInput {
  near?: string | undefined;
  radiusKm: number;
  trade?: string | undefined;
  cursor?: string | undefined;
}

export function getNearbyJobs({ near, radiusKm, trade, cursor }: NearbyJobsInput): Promise<JobListResponse> {
  const query = new URLSearchParams({ radiusKm: String(radiusKm) });
  if (near) query.set('near', near);
  if (trade) query.set('trade', trade);
  if (cursor) query.set('cursor', cursor);
  return apiFetch(`/api/jobs/nearby?${query.toString()}`);
}

export function useNearbyJobs({ near, radiusKm, trade }: Omit<NearbyJobsInput, 'cursor'>) {
  return useInfiniteQuery({
    queryKey: jobsKeys.nearby(near ?? '', radiusKm, trade ?? ''),
    queryFn: ({ pageParam }) => getNearbyJobs({ near, radiusKm, trade, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
    staleTime: 30_000,
  });
}
