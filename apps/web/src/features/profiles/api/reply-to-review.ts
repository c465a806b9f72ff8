// PUT /api/reviews/{id}/reply: the person reviewed answers a review (once; sending again changes the answer).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewReplyRequest, ReviewResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { reviewsQueryRoot } from '../../../lib/query-client';

export function replyToReview({ id, ...reply }: ReviewReplyRequest & { id: string }): Promise<ReviewResponse> {
  return apiFetch(`/api/reviews/${encodeURIComponent(id)}/reply`, { method: 'PUT', body: JSON.stringify(reply) });
}

export function useReplyToReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsQueryRoot }),
  });
}
