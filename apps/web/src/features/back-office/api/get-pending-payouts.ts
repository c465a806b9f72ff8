// GET /api/staff/payouts: transfers to UPI waiting for an Admin's decision (paid by hand), oldest first.
import { useQuery } from '@tanstack/react-query';
import type { PendingPayoutsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export function getPendingPayouts(): Promise<PendingPayoutsResponse> {
  return apiFetch('/api/staff/payouts', { as: 'staff' });
}

export function usePendingPayouts() {
  return useQuery({ queryKey: staffQueryKeys.payouts, queryFn: getPendingPayouts, retry: retryUnlessRefused });
}
