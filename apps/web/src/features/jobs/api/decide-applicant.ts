// POST /api/jobs/{id}/applicants/{workerId}/decision: hired or not. A hire lets both rate each other.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { reviewsQueryRoot } from '../../../lib/query-client';
import { jobsQueryRoot } from './job-query-keys';

export interface DecisionInput {
  jobId: string;
  workerId: string;
  hired: boolean;
}

export function decideApplicant({ jobId, workerId, hired }: DecisionInput): Promise<ApplicationResponse> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}/applicants/${encodeURIComponent(workerId)}/decision`, {
    method: 'POST',
    body: JSON.stringify({ hired }),
  });
}

export function useDecideApplicant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideApplicant,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: jobsQueryRoot });
      void client.invalidateQueries({ queryKey: reviewsQueryRoot });
    },
  });
}
