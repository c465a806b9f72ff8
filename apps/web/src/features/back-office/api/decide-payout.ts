// POST /api/staff/payouts/{id}/approve {utr} (the bank transfer was made) or /reject {reason} (the amount
// returns to the person's Earnings). 409 when it was already decided. Either way both lists are asked again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutApproveRequest, PayoutRejectRequest, PayoutSettledResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type PayoutDecision =
  ({ id: string; action: 'approve' } & PayoutApproveRequest) | ({ id: string; action: 'reject' } & PayoutRejectRequest);

export function decidePayout(decision: PayoutDecision): Promise<PayoutSettledResponse> {
  const body = decision.action === 'approve' ? { utr: decision.utr } : { reason: decision.reason };
  return apiFetch(`/api/staff/payouts/${encodeURIComponent(decision.id)}/${decision.action}`, {
    method: 'POST',
    as: 'staff',
    body: JSON.stringify(body),
  });
}

export function useDecidePayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decidePayout,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: staffQueryKeys.payouts });
      void client.invalidateQueries({ queryKey: staffQueryKeys.incompleteTransactions });
      void client.invalidateQueries({ queryKey: staffQueryKeys.analytics });
    },
  });
}
