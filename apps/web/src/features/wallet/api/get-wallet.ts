// GET /api/wallet: the signed-in person's Credits (spent on contact numbers) and Earnings (withdrawable).
import { useQuery } from '@tanstack/react-query';
import type { WalletBalances } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { walletQueryRoot } from '../../../lib/query-client';

export const walletBalancesKey = [...walletQueryRoot, 'balances'] as const;

export function getWallet(): Promise<WalletBalances> {
  return apiFetch('/api/wallet');
}

export function useWallet() {
  return useQuery({ queryKey: walletBalancesKey, queryFn: getWallet, retry: retryUnlessRefused });
}
