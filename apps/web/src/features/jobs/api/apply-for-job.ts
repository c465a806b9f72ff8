// POST /api/jobs/{id}/apply and /withdraw: a worker's one tap either way. Every jobs answer is asked again
// afterwards, so the feed, the job and "My applications" all show the new status.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { jobsQueryRoot } from './job-query-keys';

export function applyForJob(jobId: string): Promise<ApplicationResponse> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}/apply`, { method: 'POST' });
}

export function withdrawApplication(jobId: string): Promise<ApplicationResponse> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}/withdraw`, { method: 'POST' });
}

export function useApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, apply }: { jobId: string; apply: boolean }) =>
      apply ? applyForJob(jobId) : withdrawApplication(jobId),
    onSuccess: () => client.invalidateQueries({ queryKey: jobsQueryRoot }),
  });
}
