// GET /api/staff/incomplete-profiles: real people whose profile is not complete yet, newest first, with
// what each one is missing.
import { useQuery } from '@tanstack/react-query';
import type { IncompleteProfile, IncompleteProfilesResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type { IncompleteProfile };

export function getIncompleteProfiles(): Promise<IncompleteProfilesResponse> {
  return apiFetch('/api/staff/incomplete-profiles', { as: 'staff' });
}

export function useIncompleteProfiles() {
  return useQuery({
    queryKey: staffQueryKeys.incompleteProfiles,
    queryFn: getIncompleteProfiles,
    retry: retryUnlessRefused,
  });
}
