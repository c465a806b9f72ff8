// GET /api/wallet/payouts: the person's transfers to UPI and where each one is (pending … paid).
import { useQuery } from '@tanstack/react-query';
import type { PayoutStatus } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { walletQueryRoot } from '../../../lib/query-client';

export interface Payout {
  id: string;
  amountPaise: number;
  upiId: string;
  status: PayoutStatus;
  utr?: string;
  reason?: string;
  createdAt: string;
}

export interface PayoutsResponse {
  success: true;
  payouts: Payout[];
}

export function getPayouts(): Promise<PayoutsResponse> {
  return apiFetch('/api/wallet/payouts');
}

export function usePayouts() {
  return useQuery({ queryKey: [...walletQueryRoot, 'payouts'], queryFn: getPayouts, retry: retryUnlessRefused });
}
