// POST /api/staff/people/{id}: changes someone's details; a field left out keeps what is stored. The answer
// carries the saved person, which replaces the copies in cached searches.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffPeopleResponse, StaffPersonUpdate } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import type { StaffPersonSaved } from './create-person';
import { staffQueryKeys } from './staff-query-keys';

export type StaffPersonChanges = StaffPersonUpdate;

export function updatePerson({ id, changes }: { id: string; changes: StaffPersonChanges }): Promise<StaffPersonSaved> {
  return apiFetch(`/api/staff/people/${encodeURIComponent(id)}`, {
    method: 'POST',
    as: 'staff',
    body: JSON.stringify(changes),
  });
}

export function useUpdatePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePerson,
    onSuccess: ({ person }) => {
      client.setQueriesData<StaffPeopleResponse>({ queryKey: staffQueryKeys.people }, (cached) =>
        cached ? { ...cached, people: cached.people.map((each) => (each.id === person.id ? person : each)) } : cached,
      );
      // A search by the old name or place may no longer match; ask again when it is next shown.
      void client.invalidateQueries({ queryKey: staffQueryKeys.people, refetchType: 'none' });
    },
  });
}
