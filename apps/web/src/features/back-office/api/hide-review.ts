// POST /api/staff/reviews/{id}/hide: staff take a review out of view with a reason (audited); it no longer shows
// on the profile or counts in the person's rating.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HideReviewRequest, StaffDecisionResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export function hideReview({ id, reason }: HideReviewRequest & { id: string }): Promise<StaffDecisionResponse> {
  return apiFetch(`/api/staff/reviews/${encodeURIComponent(id)}/hide`, {
    method: 'POST',
    as: 'staff',
    body: JSON.stringify({ reason }),
  });
}

export function useHideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: hideReview,
    onSettled: () => client.invalidateQueries({ queryKey: staffQueryKeys.reports }),
  });
}
