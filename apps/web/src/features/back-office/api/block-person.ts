// POST /api/staff/admin/people/{id}/block | unblock: a blocked person cannot sign in (their sessions end) and
// nobody finds them; unblocking brings a complete profile back. The reason is kept in the audit trail.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffDecisionResponse, StaffPeopleResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export function blockPerson({
  id,
  blocked,
  reason,
}: {
  id: string;
  blocked: boolean;
  reason: string;
}): Promise<StaffDecisionResponse> {
  return apiFetch(`/api/staff/admin/people/${encodeURIComponent(id)}/${blocked ? 'block' : 'unblock'}`, {
    method: 'POST',
    as: 'staff',
    body: JSON.stringify({ reason }),
  });
}

export function useBlockPerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: blockPerson,
    onSuccess: (_answer, { id, blocked }) => {
      client.setQueriesData<StaffPeopleResponse>({ queryKey: staffQueryKeys.people }, (cached) =>
        cached
          ? { ...cached, people: cached.people.map((each) => (each.id === id ? { ...each, blocked } : each)) }
          : cached,
      );
      void client.invalidateQueries({ queryKey: staffQueryKeys.people, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: staffQueryKeys.reports });
      void client.invalidateQueries({ queryKey: staffQueryKeys.analytics });
    },
  });
}
