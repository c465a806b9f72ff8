// GET /api/staff/admin/transactions: every money movement, newest first, 25 a page. Credit transfers (a
// worker's number viewed) carry who paid and who earned; money added or withdrawn carries the person, their
// wallet and their Credits before and after.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminTransaction, AdminTransactionsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { adminTableQuery, type AdminTableFilters } from './admin-table-query';
import { staffQueryKeys } from './staff-query-keys';

export type { AdminTransaction };

export function getAllTransactions(
  filters: AdminTableFilters,
  cursor: string | undefined,
): Promise<AdminTransactionsResponse> {
  return apiFetch(`/api/staff/admin/transactions${adminTableQuery(filters, cursor)}`, { as: 'staff' });
}

export function useAllTransactions(filters: AdminTableFilters) {
  return useInfiniteQuery({
    queryKey: [...staffQueryKeys.tables, 'transactions', filters],
    queryFn: ({ pageParam }) => getAllTransactions(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
  });
}
