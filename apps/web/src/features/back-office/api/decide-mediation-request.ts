// POST /api/staff/mediation-requests/{id}/done (the labourer was contacted) or /reject: the decision's
// message, or 409 when someone else decided first. Either way the request has left the Pending list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffDecisionResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type MediationAction = 'done' | 'reject';

export function decideMediationRequest({
  id,
  action,
}: {
  id: string;
  action: MediationAction;
}): Promise<StaffDecisionResponse> {
  return apiFetch(`/api/staff/mediation-requests/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    as: 'staff',
    // An empty JSON body: the server answers a POST without one with 400 (staffReasonSchema is its body).
    body: JSON.stringify({}),
  });
}

export function useDecideMediationRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideMediationRequest,
    onSettled: () => client.invalidateQueries({ queryKey: staffQueryKeys.mediation }),
  });
}
