// GET /api/staff/mediation-requests: Hire Now requests still Pending, oldest first, with both sides' numbers
// so staff can call them.
import { useQuery } from '@tanstack/react-query';
import type { StaffMediation, StaffMediationListResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type { StaffMediation };

export type StaffMediationList = StaffMediationListResponse;

export function getMediationRequests(): Promise<StaffMediationList> {
  return apiFetch('/api/staff/mediation-requests', { as: 'staff' });
}

export function useMediationRequests() {
  return useQuery({
    queryKey: staffQueryKeys.mediation,
    queryFn: getMediationRequests,
    retry: retryUnlessRefused,
  });
}
