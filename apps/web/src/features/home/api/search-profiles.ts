// GET /api/search/profiles: profiles by skill, name or place (typos, prefixes and Hindi or Hinglish trade
// names included), optionally of one role, a page at a time; `nextCursor` asks for the page after. With nothing
// typed, the server answers with Today's Top Performers (never the caller), in one page.
import { useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, type SearchQuery, type SearchResponse, type UserType } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export type SearchProfilesInput = Required<Pick<SearchQuery, 'q'>> & Pick<SearchQuery, 'type' | 'cursor'>;

export function searchProfiles({ q, type, cursor }: SearchProfilesInput): Promise<SearchResponse> {
  const query = new URLSearchParams({ q, limit: String(SEARCH_PAGE_SIZE) });
  if (type) query.set('type', type);
  if (cursor) query.set('cursor', cursor);
  return apiFetch(`/api/search/profiles?${query.toString()}`);
}

export function useProfileSearch({ q, type }: { q: string; type?: UserType | undefined }) {
  return useInfiniteQuery({
    queryKey: ['profile-search', q, type ?? 'all'],
    queryFn: ({ pageParam }) => searchProfiles({ q, type, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
  });
}
