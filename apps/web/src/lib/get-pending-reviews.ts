// GET /api/reviews/pending: the people the signed-in person met through KaamSetu (an unlock, a Hire Now request
// marked Done) and has not rated yet, newest first. Shared by the own profile page, the wallet and a profile page.
import { useQuery } from '@tanstack/react-query';
import type { PendingReviewsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from './api-client';
import { reviewsQueryRoot } from './query-client';

export const pendingReviewsKey = [...reviewsQueryRoot, 'pending'] as const;

export function getPendingReviews(): Promise<PendingReviewsResponse> {
  return apiFetch('/api/reviews/pending');
}

export function usePendingReviews() {
  return useQuery({ queryKey: pendingReviewsKey, queryFn: getPendingReviews, retry: retryUnlessRefused });
}
