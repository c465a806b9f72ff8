// GET /api/profiles/{id}/reviews?cursor=: the visible reviews about a person, newest first, a page at a time,
// with the person's rating over them.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewsPageResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { reviewsQueryRoot } from '../../../lib/query-client';

export function getProfileReviews(profileId: string, cursor: string | undefined): Promise<ReviewsPageResponse> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiFetch(`/api/profiles/${encodeURIComponent(profileId)}/reviews${query}`);
}

export function useProfileReviews(profileId: string) {
  return useInfiniteQuery({
    queryKey: [...reviewsQueryRoot, 'profile', profileId],
    queryFn: ({ pageParam }) => getProfileReviews(profileId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
  });
}
