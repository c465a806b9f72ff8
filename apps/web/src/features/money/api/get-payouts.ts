// GET /api/wallet/payouts: the person's transfers to UPI and where each one is (pending … paid).
import { useQuery } from '@tanstack/react-query';
import type { PayoutListResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { walletQueryRoot } from '../../../lib/query-client';

export function getPayouts(): Promise<PayoutListResponse> {
  return apiFetch('/api/wallet/payouts');
}

export function usePayouts() {
  return useQuery({ queryKey: [...walletQueryRoot, 'payouts'], queryFn: getPayouts, retry: retryUnlessRefused });
}
