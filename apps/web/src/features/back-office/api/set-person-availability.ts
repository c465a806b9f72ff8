// PUT /api/staff/people/{id}/availability {day}: staff mark a worker they onboarded by phone free today or
// tomorrow (null takes it back), as the worker could with one tap on Home. Kept in the audit trail. The saved
// day replaces the one in cached searches, so picking the person again shows it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityRequest, AvailabilityResponse, StaffPeopleResponse, StaffPerson } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export function setPersonAvailability({
  id,
  day,
}: {
  id: string;
  day: AvailabilityRequest['day'];
}): Promise<AvailabilityResponse> {
  return apiFetch(`/api/staff/people/${encodeURIComponent(id)}/availability`, {
    method: 'PUT',
    as: 'staff',
    body: JSON.stringify({ day }),
  });
}

function withDay(person: StaffPerson, availableOn: string | null): StaffPerson {
  const { availableOn: _previous, ...rest } = person;
  return availableOn === null ? rest : { ...rest, availableOn };
}

export function useSetPersonAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPersonAvailability,
    onSuccess: ({ availableOn }, { id }) => {
      client.setQueriesData<StaffPeopleResponse>({ queryKey: staffQueryKeys.people }, (cached) =>
        cached
          ? { ...cached, people: cached.people.map((each) => (each.id === id ? withDay(each, availableOn) : each)) }
          : cached,
      );
    },
  });
}
