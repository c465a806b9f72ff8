// POST /api/staff/admin/wallets/{id}/adjust: adds or deducts whole Credits, with a reason, under an
// Idempotency-Key (one per confirmation, kept while that same confirmation is retried, so it applies once).
// 400 "Insufficient balance! …" when a deduction is more than the balance.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminWalletsResponse, WalletAdjustmentRequest, WalletAdjustmentResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type WalletAdjustment = WalletAdjustmentRequest;
export type WalletAdjusted = WalletAdjustmentResponse;

export function adjustWallet({
  id,
  adjustment,
  idempotencyKey,
}: {
  id: string;
  adjustment: WalletAdjustment;
  idempotencyKey: string;
}): Promise<WalletAdjusted> {
  return apiFetch(`/api/staff/admin/wallets/${encodeURIComponent(id)}/adjust`, {
    method: 'POST',
    as: 'staff',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(adjustment),
  });
}

export function useAdjustWallet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: adjustWallet,
    onSuccess: ({ wallet }) => {
      client.setQueriesData<AdminWalletsResponse>({ queryKey: staffQueryKeys.wallets }, (cached) =>
        cached ? { ...cached, wallets: cached.wallets.map((each) => (each.id === wallet.id ? wallet : each)) } : cached,
      );
      // The adjustment is a new line in the Admin's transactions table and the person's own history.
      void client.invalidateQueries({ queryKey: staffQueryKeys.tables });
      void client.invalidateQueries({ queryKey: staffQueryKeys.transactions });
    },
  });
}
