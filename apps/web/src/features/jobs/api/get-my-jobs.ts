// GET /api/jobs/mine: the Employer's posts, newest first, with how many applied and were hired.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { JobListResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { jobsKeys } from './job-query-keys';

export function getMyJobs(cursor: string | undefined): Promise<JobListResponse> {
  return apiFetch(cursor ? `/api/jobs/mine?${new URLSearchParams({ cursor }).toString()}` : '/api/jobs/mine');
}

export function useMyJobs() {
  return useInfiniteQuery({
    queryKey: jobsKeys.mine(),
    queryFn: ({ pageParam }) => getMyJobs(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
  });
}
