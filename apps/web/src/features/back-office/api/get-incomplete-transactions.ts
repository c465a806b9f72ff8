// GET /api/staff/admin/incomplete-transactions: recharges whose payment was never confirmed and transfers to
// UPI not yet settled, oldest first.
import { useQuery } from '@tanstack/react-query';
import type { IncompleteTransactionsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type UnconfirmedRecharge = IncompleteTransactionsResponse['recharges'][number];
export type UnsettledPayout = IncompleteTransactionsResponse['payouts'][number];

export function getIncompleteTransactions(): Promise<IncompleteTransactionsResponse> {
  return apiFetch('/api/staff/admin/incomplete-transactions', { as: 'staff' });
}

export function useIncompleteTransactions() {
  return useQuery({
    queryKey: staffQueryKeys.incompleteTransactions,
    queryFn: getIncompleteTransactions,
    retry: retryUnlessRefused,
  });
}
