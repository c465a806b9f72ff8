// GET /api/wallet/transactions: the wallet's history, newest first, a page at a time (`nextCursor`).
import { useInfiniteQuery } from '@tanstack/react-query';
import type { WalletTransactionsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { walletQueryRoot } from '../../../lib/query-client';

export function getTransactions(cursor: string | undefined): Promise<WalletTransactionsResponse> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiFetch(`/api/wallet/transactions${query}`);
}

export function useTransactions() {
  return useInfiniteQuery({
    queryKey: [...walletQueryRoot, 'transactions'],
    queryFn: ({ pageParam }) => getTransactions(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
  });
}
