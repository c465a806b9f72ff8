// GET /api/search/profiles: profiles by skill, name or place (typos, prefixes and Hindi or Hinglish trade
// names included), optionally of one role or only people staff checked, a page at a time; `nextCursor` asks for
// the page after. With nothing typed, the server answers with Today's Top Performers (never the caller), in one
// page, or with "verified only", every checked person. With `near` (a place id or "lat,lon"), only people within
// `radiusKm` of it, nearest first, each card with its distance. Offline, the service worker answers with the
// copy it saved of the same search, if it has one; each page says when the server gave it.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, type SearchQuery, type SearchResponse, type UserType } from '@kaamsetu/contract';
import { apiFetchDated } from '../../../lib/api-client';

export interface SearchPage extends SearchResponse {
  /** When the server gave this page: offline, the day and time the saved copy was made. */
  answeredAt: string | undefined;
}

export type SearchProfilesInput = Required<Pick<SearchQuery, 'q'>> &
  Pick<SearchQuery, 'type' | 'cursor' | 'near'> & {
    /** Only people staff checked (ID checked or Verified business); with nothing typed, all of them. */
    verified?: boolean | undefined;
    /** With `near`: how far from it, in kilometres (the server's default without it). */
    radiusKm?: number | undefined;
  };

export async function searchProfiles({
  q,
  type,
  cursor,
  verified,
  near,
  radiusKm,
}: SearchProfilesInput): Promise<SearchPage> {
  const query = new URLSearchParams({ q, limit: String(SEARCH_PAGE_SIZE) });
  if (type) query.set('type', type);
  if (verified) query.set('verified', 'true');
  if (near) {
    query.set('near', near);
    if (radiusKm !== undefined) query.set('radiusKm', String(radiusKm));
  }
  if (cursor) query.set('cursor', cursor);
  const { body, answeredAt } = await apiFetchDated<SearchResponse>(`/api/search/profiles?${query.toString()}`);
  return { ...body, answeredAt };
}

/** What Home asks: its address's search (home-search.ts). */
export interface ProfileSearchInput {
  q: string;
  type?: UserType | undefined;
  verified?: boolean;
  /** A place id or "lat,lon": results nearest first within `radiusKm`, each with its distance. */
  near?: string | undefined;
  radiusKm?: number | undefined;
}

/** As one query, so a first visit to Home can ask for it beside the session check (app/app-page-loaders.ts). */
export function profileSearchQuery({ q, type, verified = false, near, radiusKm }: ProfileSearchInput) {
  return infiniteQueryOptions({
    queryKey: ['profile-search', q, type ?? 'all', verified, near ?? '', near ? (radiusKm ?? '') : ''],
    queryFn: ({ pageParam }) => searchProfiles({ q, type, verified, near, radiusKm, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
    // Asked even when the phone says it is offline: the service worker may have this search saved. Only a
    // retry waits for the connection.
    networkMode: 'offlineFirst',
  });
}

export function useProfileSearch(input: ProfileSearchInput) {
  return useInfiniteQuery(profileSearchQuery(input));
}
