// POST /api/staff/reports/{id}/escalate | reject (open reports), block | dismiss (escalated ones, Admins) and
// warn | clear | suspend (either queue; suspend is the Admins'):
// the decision's message, or 409 when someone else decided first. Either way the report has left its queue.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffDecisionResponse, StaffReason } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

// warn | suspend (Admins) | clear: due process (issue 16); the server wants a reason for these.
export type ReportAction = 'escalate' | 'reject' | 'block' | 'dismiss' | 'warn' | 'suspend' | 'clear';

/** Reject and Block say why (kept in the audit trail). */
export type ReportDecision = { id: string; action: ReportAction } & StaffReason;

export function decideReport({ id, action, reason }: ReportDecision): Promise<StaffDecisionResponse> {
  return apiFetch(`/api/staff/reports/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    as: 'staff',
    // Always a JSON body, `{}` when there is no reason: the server answers a POST without one with 400.
    body: JSON.stringify(reason === undefined ? {} : { reason }),
  });
}

export function useDecideReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideReport,
    // Escalating moves a report from one queue to the other, and a 409 means ours is out of date: both lists.
    onSettled: () => client.invalidateQueries({ queryKey: staffQueryKeys.reports }),
  });
}
