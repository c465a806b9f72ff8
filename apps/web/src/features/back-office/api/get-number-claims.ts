// GET /api/staff/claims?status=: dead-number claims in one state (Employees and Admins), open ones by deadline.
import { useQuery } from '@tanstack/react-query';
import type { ClaimStatus, StaffClaimsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export function getNumberClaims(status: ClaimStatus): Promise<StaffClaimsResponse> {
  return apiFetch(`/api/staff/claims?status=${status}`, { as: 'staff' });
}

export function useNumberClaims(status: ClaimStatus) {
  return useQuery({
    queryKey: [...staffQueryKeys.numberClaims, status],
    queryFn: () => getNumberClaims(status),
    retry: retryUnlessRefused,
  });
}
