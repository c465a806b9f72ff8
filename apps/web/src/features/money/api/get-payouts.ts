// GET /api/wallet/payouts: the person's transfers to UPI and where each one is (pending … paid).
import { useQuery } from '@tanstack/react-query';
import type { PayoutListResponse, PayoutStatus } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { walletQueryRoot } from '../../../lib/query-client';

/** While a transfer just requested is unsettled, the list is asked again this often, so Paid or Failed shows. */
const WATCH_INTERVAL_MS = 30_000;

/** Statuses a payout leaves by itself (staff or the payout provider settle it). */
export const unsettledPayoutStatuses: readonly PayoutStatus[] = ['pending', 'processing'];

export function getPayouts(): Promise<PayoutListResponse> {
  return apiFetch('/api/wallet/payouts');
}

/**
 * `watchId`: a transfer the page waits on; the list is asked again until it is paid or failed. `enabled`: false
 * while there is nothing to ask about (the transfer form before a transfer).
 */
export function usePayouts({ watchId, enabled = true }: { watchId?: string | undefined; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...walletQueryRoot, 'payouts'],
    queryFn: getPayouts,
    enabled,
    retry: retryUnlessRefused,
    refetchInterval: (query) => {
      if (!watchId) return false;
      const watched = query.state.data?.payouts.find((payout) => payout.id === watchId);
      return watched && !unsettledPayoutStatuses.includes(watched.status) ? false : WATCH_INTERVAL_MS;
    },
  });
}
