// PATCH /api/jobs/{id}: an Employer changes an open or waiting post; the scam guard reads it again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditJobRequest, JobResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { jobsQueryRoot } from './job-query-keys';

export function editJob({ jobId, body }: { jobId: string; body: EditJobRequest }): Promise<JobResponse> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}`, { method: 'PATCH', body: JSON.stringify(body) });
}

export function useEditJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editJob,
    onSuccess: () => client.invalidateQueries({ queryKey: jobsQueryRoot }),
  });
}
