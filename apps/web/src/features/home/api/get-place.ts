// GET /api/places/{id}: one place of the gazetteer, to name the place a search is near when the address holds
// only its id (?near=1269515). Places change only with a release, so an answer is kept for the whole visit.
import { useQuery } from '@tanstack/react-query';
import type { PlaceResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';

export function getPlace(id: number): Promise<PlaceResponse> {
  return apiFetch(`/api/places/${id}`);
}

export const placeKey = (id: number | undefined) => ['place', id] as const;

export function usePlace(id: number | undefined) {
  return useQuery({
    queryKey: placeKey(id),
    queryFn: () => getPlace(id!),
    enabled: id !== undefined,
    staleTime: Infinity,
    retry: retryUnlessRefused,
  });
}
