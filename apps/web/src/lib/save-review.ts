// POST /api/reviews (a first review of someone met through KaamSetu) and PUT /api/reviews/{id} (the author
// changes it within the edit window). Either refreshes every reviews answer and every answer that shows the
// subject's rating, which moved.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewRequest, ReviewResponse, UpdateReviewRequest } from '@kaamsetu/contract';
import { apiFetch } from './api-client';
import { reviewsQueryRoot, walletQueryRoot } from './query-client';

export type SaveReviewInput =
  { kind: 'create'; review: CreateReviewRequest } | { kind: 'update'; id: string; review: UpdateReviewRequest };

export function saveReview(input: SaveReviewInput): Promise<ReviewResponse> {
  return input.kind === 'create'
    ? apiFetch('/api/reviews', { method: 'POST', body: JSON.stringify(input.review) })
    : apiFetch(`/api/reviews/${encodeURIComponent(input.id)}`, { method: 'PUT', body: JSON.stringify(input.review) });
}

export function useSaveReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: reviewsQueryRoot });
      void client.invalidateQueries({ queryKey: ['public-profile', saved.review.subjectId] });
      // Lists that show an Employer's stars beside them: the wallet's "who viewed your number" and Hire Now.
      void client.invalidateQueries({ queryKey: walletQueryRoot });
      void client.invalidateQueries({ queryKey: ['mediation-requests'] });
    },
  });
}
