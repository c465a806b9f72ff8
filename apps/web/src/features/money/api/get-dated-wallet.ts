// GET /api/wallet with the moment the server sent it. Offline, the service worker answers with the copy saved
// on the last visit, whose moment is the "as of" the wallet page shows (issue 21).
import { useQuery } from '@tanstack/react-query';
import type { WalletBalances } from '@kaamsetu/contract';
import { apiFetchDated, retryUnlessRefused } from '../../../lib/api-client';
import { walletQueryRoot } from '../../../lib/query-client';

export interface DatedBalances {
  balances: WalletBalances;
  /** When the server sent these figures (ISO 8601), if it said. */
  answeredAt: string | undefined;
}

export async function getDatedWallet(): Promise<DatedBalances> {
  const { body, answeredAt } = await apiFetchDated<WalletBalances>('/api/wallet');
  return { balances: body, answeredAt };
}

export function useDatedWallet() {
  return useQuery({
    queryKey: [...walletQueryRoot, 'dated-balances'],
    queryFn: getDatedWallet,
    retry: retryUnlessRefused,
  });
}
