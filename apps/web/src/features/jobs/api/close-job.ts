// POST /api/jobs/{id}/close: the Employer ends a post, filled or cancelled; it leaves the workers' feeds.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseJobRequest, JobResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { jobsQueryRoot } from './job-query-keys';

export function closeJob({ jobId, reason }: CloseJobRequest & { jobId: string }): Promise<JobResponse> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}/close`, {
    method: 'POST',
    body: JSON.stringify({ reason }),
  });
}

export function useCloseJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeJob,
    onSuccess: () => client.invalidateQueries({ queryKey: jobsQueryRoot }),
  });
}
