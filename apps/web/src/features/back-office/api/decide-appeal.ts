// POST /api/staff/appeals/{id}/uphold | lift, with a reason: once (409 when someone else decided first);
// appeals against a suspension are the Admins' (403 otherwise).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SafetyReason, StaffDecisionResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type AppealDecision = 'uphold' | 'lift';

export function decideAppeal({
  id,
  decision,
  reason,
}: { id: string; decision: AppealDecision } & SafetyReason): Promise<StaffDecisionResponse> {
  return apiFetch(`/api/staff/appeals/${encodeURIComponent(id)}/${decision}`, {
    method: 'POST',
    as: 'staff',
    body: JSON.stringify({ reason }),
  });
}

export function useDecideAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideAppeal,
    onSettled: () => client.invalidateQueries({ queryKey: staffQueryKeys.appeals }),
  });
}
