// GET /api/staff/payouts: transfers to UPI waiting for an Admin's decision (paid by hand), oldest first.
import { useQuery } from '@tanstack/react-query';
import type { payoutSchema } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type PendingPayout = ReturnType<(typeof payoutSchema)['parse']> & { userId: string };

export interface PendingPayouts {
  success: true;
  payouts: PendingPayout[];
}

export function getPendingPayouts(): Promise<PendingPayouts> {
  return apiFetch('/api/staff/payouts', { as: 'staff' });
}

export function usePendingPayouts() {
  return useQuery({ queryKey: staffQueryKeys.payouts, queryFn: getPendingPayouts, retry: retryUnlessRefused });
}
