// GET /api/staff/admin/wallets?q=: people with their balances, by name, mobile or id (the newest 50 when q
// is empty), for Modify Wallet Balance.
import { useQuery } from '@tanstack/react-query';
import type { AdminWallet, AdminWalletsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type { AdminWallet };

export function searchWallets(q: string): Promise<AdminWalletsResponse> {
  return apiFetch(`/api/staff/admin/wallets?${new URLSearchParams({ q }).toString()}`, { as: 'staff' });
}

export function useWalletSearch(q: string) {
  return useQuery({
    queryKey: [...staffQueryKeys.wallets, q],
    queryFn: () => searchWallets(q),
    retry: retryUnlessRefused,
  });
}
