// GET /api/search/profiles: profiles by skill, name or place (typos, prefixes and Hindi or Hinglish trade
// names included), optionally of one role or only people staff checked, a page at a time; `nextCursor` asks for
// the page after. With nothing typed, the server answers with Today's Top Performers (never the caller), in one
// page, or with "verified only", every checked person. With `near` (a place id or "lat,lon"), only people within
// `radiusKm` of it, nearest first, each card with its distance.
import { useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, type SearchQuery, type SearchResponse, type UserType } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export type SearchProfilesInput = Required<Pick<SearchQuery, 'q'>> &
  Pick<SearchQuery, 'type' | 'cursor' | 'near'> & {
    /** Only people staff checked (ID checked or Verified business); with nothing typed, all of them. */
    verified?: boolean | undefined;
    /** With `near`: how far from it, in kilometres (the server's default without it). */
    radiusKm?: number | undefined;
  };

export function searchProfiles({
  q,
  type,
  cursor,
  verified,
  near,
  radiusKm,
}: SearchProfilesInput): Promise<SearchResponse> {
  const query = new URLSearchParams({ q, limit: String(SEARCH_PAGE_SIZE) });
  if (type) query.set('type', type);
  if (verified) query.set('verified', 'true');
  if (near) {
    query.set('near', near);
    if (radiusKm !== undefined) query.set('radiusKm', String(radiusKm));
  }
  if (cursor) query.set('cursor', cursor);
  return apiFetch(`/api/search/profiles?${query.toString()}`);
}

export function useProfileSearch({
  q,
  type,
  verified = false,
  near,
  radiusKm,
}: {
  q: string;
  type?: UserType | undefined;
  verified?: boolean;
  /** A place id or "lat,lon": results nearest first within `radiusKm`, each with its distance. */
  near?: string | undefined;
  radiusKm?: number | undefined;
}) {
  return useInfiniteQuery({
    queryKey: ['profile-search', q, type ?? 'all', verified, near ?? '', near ? (radiusKm ?? '') : ''],
    queryFn: ({ pageParam }) => searchProfiles({ q, type, verified, near, radiusKm, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
  });
}
