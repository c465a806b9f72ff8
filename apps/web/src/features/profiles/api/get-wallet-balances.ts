// GET /api/wallet, read on the profile page only to say what deleting the account would throw away. It uses
// the wallet page's cache key, so both pages share one answer and anything that spends or earns refreshes it.
import { useQuery } from '@tanstack/react-query';
import type { WalletBalances } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { walletQueryRoot } from '../../../lib/query-client';

export function useWalletBalances() {
  return useQuery({
    queryKey: [...walletQueryRoot, 'balances'],
    queryFn: () => apiFetch<WalletBalances>('/api/wallet'),
    retry: retryUnlessRefused,
  });
}
