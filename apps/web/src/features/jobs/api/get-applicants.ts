// GET /api/jobs/{id}/applicants: who applied for the Employer's job, as profile cards with their status.
import { useQuery } from '@tanstack/react-query';
import type { ApplicantsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { jobsKeys } from './job-query-keys';

export function getApplicants(jobId: string): Promise<ApplicantsResponse> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}/applicants`);
}

export function useApplicants(jobId: string) {
  return useQuery({
    queryKey: jobsKeys.applicants(jobId),
    queryFn: () => getApplicants(jobId),
    retry: retryUnlessRefused,
  });
}
