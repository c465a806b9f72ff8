// POST /api/wallet/payouts: sends Earnings to a UPI ID. The Idempotency-Key belongs to the person's one
// submission: a retry of it reuses the key, so the money leaves at most once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutRequest, PayoutResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { walletQueryRoot } from '../../../lib/query-client';

export type PayoutInput = PayoutRequest & { idempotencyKey: string };

export function requestPayout({ amountPaise, upiId, idempotencyKey }: PayoutInput): Promise<PayoutResponse> {
  return apiFetch('/api/wallet/payouts', {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify({ amountPaise, upiId }),
  });
}

export function useRequestPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    // A lost answer is asked again once with the same key; a refusal is the answer.
    retry: retryUnlessRefused,
    onSettled: () => client.invalidateQueries({ queryKey: walletQueryRoot }),
  });
}
