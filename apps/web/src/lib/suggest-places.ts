// GET /api/places?q=&lang=: places of the gazetteer whose name begins with what was typed (Latin, Devanagari or
// Tamil letters), biggest first, each with its name in the reader's language where the gazetteer has one. Public and the same for everyone, so answers are kept for the whole visit. Shared by
// the place picker in the profile forms, the staff forms and Home's "Near".
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PLACE_SUGGESTIONS_MAX,
  type Language,
  type PlaceListResponse,
  type PlaceSuggestQuery,
} from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from './api-client';

export function suggestPlaces(
  { q, limit = PLACE_SUGGESTIONS_MAX, lang }: PlaceSuggestQuery,
  signal?: AbortSignal,
): Promise<PlaceListResponse> {
  const query = new URLSearchParams({ q, limit: String(limit), ...(lang && lang !== 'en' ? { lang } : {}) });
  return apiFetch(`/api/places?${query.toString()}`, signal ? { signal } : {});
}

/** Suggestions for `typed` named for a reader of `lang`, or none while it is empty (`enabled` false). */
export function usePlaceSuggestions(
  typed: string,
  { enabled, limit, lang }: { enabled: boolean; limit: number; lang: Language },
) {
  return useQuery({
    queryKey: ['places', typed.toLowerCase(), limit, lang],
    queryFn: ({ signal }) => suggestPlaces({ q: typed, limit, lang }, signal),
    enabled,
    // Places change only with a release (the server lets browsers keep them for a day).
    staleTime: Infinity,
    retry: retryUnlessRefused,
    // The list stays while the next letters' answer comes, instead of flickering shut between keystrokes.
    placeholderData: keepPreviousData,
  });
}
