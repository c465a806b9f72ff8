// GET /api/jobs/{id}: one job, with the worker's own application status (or, to its Employer, its counts).
import { useQuery } from '@tanstack/react-query';
import type { JobResponse } from '@kaamsetu/contract';
import { ApiError, apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { jobsKeys } from './job-query-keys';

export function getJob(jobId: string): Promise<JobResponse> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}`);
}

export function useJob(jobId: string) {
  return useQuery({ queryKey: jobsKeys.job(jobId), queryFn: () => getJob(jobId), retry: retryUnlessRefused });
}

/** The job is not there (or not for this reader): a 404, or an id that is no job id at all (400). */
export function isJobMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
