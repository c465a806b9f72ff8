// GET /api/wallet: the signed-in person's Credits (spent on contact numbers) and Earnings (withdrawable). Shared
// by the wallet page and the profile page's account deletion, which says what deleting would throw away.
import { useQuery } from '@tanstack/react-query';
import type { WalletBalances } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from './api-client';
import { walletQueryRoot } from './query-client';

export const walletBalancesKey = [...walletQueryRoot, 'balances'] as const;

export function getWallet(): Promise<WalletBalances> {
  return apiFetch('/api/wallet');
}

export function useWallet() {
  return useQuery({ queryKey: walletBalancesKey, queryFn: getWallet, retry: retryUnlessRefused });
}
