// GET /api/staff/people?type=&q=: people by name, mobile or id (everyone when q is empty), at most 50,
// newest first. Without a type, Labourers and Employers both.
import { useQuery } from '@tanstack/react-query';
import type { StaffPeopleQuery, StaffPeopleResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type PeopleSearch = Required<Pick<StaffPeopleQuery, 'q'>> & Pick<StaffPeopleQuery, 'type'>;

export function searchPeople({ type, q }: PeopleSearch): Promise<StaffPeopleResponse> {
  const query = new URLSearchParams(type ? { type, q } : { q });
  return apiFetch(`/api/staff/people?${query.toString()}`, { as: 'staff' });
}

export function usePeopleSearch(search: PeopleSearch) {
  return useQuery({
    queryKey: [...staffQueryKeys.people, search.type ?? 'all', search.q],
    queryFn: () => searchPeople(search),
    retry: retryUnlessRefused,
  });
}
