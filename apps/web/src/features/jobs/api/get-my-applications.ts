// GET /api/me/applications: the worker's applications, newest first, each with its job and status.
import { useQuery } from '@tanstack/react-query';
import type { MyApplicationsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { jobsKeys } from './job-query-keys';

export function getMyApplications(): Promise<MyApplicationsResponse> {
  return apiFetch('/api/me/applications');
}

export function useMyApplications() {
  return useQuery({ queryKey: jobsKeys.myApplications(), queryFn: getMyApplications, retry: retryUnlessRefused });
}
