// POST /api/reviews/{id}/report: either side tells KaamSetu's team a review is wrong; it joins the reports queue.
import { useMutation } from '@tanstack/react-query';
import type { ReviewReportRequest } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function reportReview({ id, ...report }: ReviewReportRequest & { id: string }): Promise<{ message: string }> {
  return apiFetch(`/api/reviews/${encodeURIComponent(id)}/report`, { method: 'POST', body: JSON.stringify(report) });
}

export function useReportReview() {
  return useMutation({ mutationFn: reportReview });
}
