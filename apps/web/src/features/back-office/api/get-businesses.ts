// GET /api/staff/verification/businesses?status=pending: GSTINs waiting for a staff check, oldest first.
import { useQuery } from '@tanstack/react-query';
import type { StaffBusinessesResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { verificationQueryKeys } from './person-verification';

export function useBusinessesToVerify() {
  return useQuery({
    queryKey: verificationQueryKeys.businesses,
    queryFn: (): Promise<StaffBusinessesResponse> =>
      apiFetch('/api/staff/verification/businesses?status=pending', { as: 'staff' }),
    retry: retryUnlessRefused,
  });
}
