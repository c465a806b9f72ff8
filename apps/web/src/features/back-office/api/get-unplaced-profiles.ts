// GET /api/staff/unplaced-profiles: real people whose typed location matched no place, most recently saved
// first (at most 200). Staff pick a place for each through the person's edit page.
import { useQuery } from '@tanstack/react-query';
import type { UnplacedProfile, UnplacedProfilesResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type { UnplacedProfile };

export function getUnplacedProfiles(): Promise<UnplacedProfilesResponse> {
  return apiFetch('/api/staff/unplaced-profiles', { as: 'staff' });
}

export function useUnplacedProfiles() {
  return useQuery({
    queryKey: staffQueryKeys.unplacedProfiles,
    queryFn: getUnplacedProfiles,
    retry: retryUnlessRefused,
  });
}
