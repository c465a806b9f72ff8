// GET /api/staff/admin/agreements: every work agreement by the day it was proposed, newest first, 25 a page,
// with where its money stands (held, paid to the worker, returned to the Employer).
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminAgreement, AdminAgreementsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { adminTableQuery, type AdminTableFilters } from './admin-table-query';
import { staffQueryKeys } from './staff-query-keys';

export type { AdminAgreement };

export function getAllAgreements(
  filters: AdminTableFilters,
  cursor: string | undefined,
): Promise<AdminAgreementsResponse> {
  return apiFetch(`/api/staff/admin/agreements${adminTableQuery(filters, cursor)}`, { as: 'staff' });
}

export function useAllAgreements(filters: AdminTableFilters) {
  return useInfiniteQuery({
    queryKey: [...staffQueryKeys.tables, 'agreements', filters],
    queryFn: ({ pageParam }) => getAllAgreements(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
  });
}
