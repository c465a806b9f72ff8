// GET /api/staff/admin/people-added?type=: the Labourers or the Employers that staff added, newest first,
// 25 a page, with who added them and whether their profile is complete.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPersonAdded, UserType, AdminPeopleAddedResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { adminTableQuery, type AdminTableFilters } from './admin-table-query';
import { staffQueryKeys } from './staff-query-keys';

export type { AdminPersonAdded };

export function getPeopleAdded(
  type: UserType,
  filters: AdminTableFilters,
  cursor: string | undefined,
): Promise<AdminPeopleAddedResponse> {
  return apiFetch(`/api/staff/admin/people-added${adminTableQuery(filters, cursor, { type })}`, { as: 'staff' });
}

export function usePeopleAdded(type: UserType, filters: AdminTableFilters) {
  return useInfiniteQuery({
    queryKey: [...staffQueryKeys.tables, 'people-added', type, filters],
    queryFn: ({ pageParam }) => getPeopleAdded(type, filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
  });
}
