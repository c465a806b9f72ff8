// POST /api/staff/claims/{id}/refund | reject: staff agree the number is dead (refund) or found it works
// (reject, with a reason). 409 when the claim was decided first (by someone else or its deadline).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffClaimDecisionResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type ClaimAction = 'refund' | 'reject';

export function decideNumberClaim(input: {
  id: string;
  action: ClaimAction;
  reason: string;
}): Promise<StaffClaimDecisionResponse> {
  return apiFetch(`/api/staff/claims/${encodeURIComponent(input.id)}/${input.action}`, {
    method: 'POST',
    as: 'staff',
    body: JSON.stringify({ reason: input.reason }),
  });
}

export function useDecideNumberClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideNumberClaim,
    // A decided claim moves from the open list to another one: every list.
    onSettled: () => client.invalidateQueries({ queryKey: staffQueryKeys.numberClaims }),
  });
}
