// GET /api/staff/jobs?status=&cursor=: job posts for staff, 50 a page. `held` is the moderation queue, oldest
// first; any other status (or none: every job) newest first.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { JobListResponse, JobStatus } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export function getStaffJobs(status: JobStatus | undefined, cursor: string | undefined): Promise<JobListResponse> {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return apiFetch(`/api/staff/jobs${text ? `?${text}` : ''}`, { as: 'staff' });
}

export function useStaffJobs(status: JobStatus | undefined) {
  return useInfiniteQuery({
    queryKey: [...staffQueryKeys.jobs, status ?? 'all'],
    queryFn: ({ pageParam }) => getStaffJobs(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
  });
}
