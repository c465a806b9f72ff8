// POST /api/staff/jobs/{id}/approve | reject {reason} | block-poster {reason}: staff let a held post go live
// (nearby workers are told), refuse it with a reason its Employer reads, or (Admins) block the Employer, which
// ends their open and held jobs. 409 when the post was decided first.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffDecisionResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type StaffJobAction = 'approve' | 'reject' | 'block-poster';

export function decideStaffJob(input: {
  id: string;
  action: StaffJobAction;
  reason: string;
}): Promise<StaffDecisionResponse> {
  return apiFetch(`/api/staff/jobs/${encodeURIComponent(input.id)}/${input.action}`, {
    method: 'POST',
    as: 'staff',
    ...(input.action === 'approve' ? {} : { body: JSON.stringify({ reason: input.reason }) }),
  });
}

export function useDecideStaffJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideStaffJob,
    // A decided post leaves the queue and changes status in the table: every jobs list, and a blocked
    // Employer leaves the people lists' answers too.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: staffQueryKeys.jobs });
      void client.invalidateQueries({ queryKey: staffQueryKeys.people, refetchType: 'none' });
    },
  });
}
