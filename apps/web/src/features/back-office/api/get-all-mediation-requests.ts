// GET /api/staff/admin/mediation-requests: every Hire Now request, newest first, 25 a page, with who closed
// it and when.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminMediation, AdminMediationResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { adminTableQuery, type AdminTableFilters } from './admin-table-query';
import { staffQueryKeys } from './staff-query-keys';

export type { AdminMediation };

export function getAllMediationRequests(
  filters: AdminTableFilters,
  cursor: string | undefined,
): Promise<AdminMediationResponse> {
  return apiFetch(`/api/staff/admin/mediation-requests${adminTableQuery(filters, cursor)}`, { as: 'staff' });
}

export function useAllMediationRequests(filters: AdminTableFilters) {
  return useInfiniteQuery({
    queryKey: [...staffQueryKeys.tables, 'mediation-requests', filters],
    queryFn: ({ pageParam }) => getAllMediationRequests(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
  });
}
