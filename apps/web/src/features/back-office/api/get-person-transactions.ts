// GET /api/staff/people/{id}/transactions?cursor=: one person's wallet history, newest first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { StaffTransactionsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export function getPersonTransactions(id: string, cursor: string | undefined): Promise<StaffTransactionsResponse> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiFetch(`/api/staff/people/${encodeURIComponent(id)}/transactions${query}`, { as: 'staff' });
}

export function usePersonTransactions(id: string) {
  return useInfiniteQuery({
    queryKey: [...staffQueryKeys.transactions, id],
    queryFn: ({ pageParam }) => getPersonTransactions(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
  });
}
