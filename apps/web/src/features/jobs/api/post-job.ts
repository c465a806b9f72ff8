// POST /api/jobs: an Employer's new post. The answer says whether it is live or waits for staff.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostJobRequest, PostJobResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { jobsQueryRoot } from './job-query-keys';

export function postJob(body: PostJobRequest): Promise<PostJobResponse> {
  return apiFetch('/api/jobs', { method: 'POST', body: JSON.stringify(body) });
}

export function usePostJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postJob,
    onSuccess: () => client.invalidateQueries({ queryKey: jobsQueryRoot }),
  });
}
