// POST /api/jobs/{id}/report: a job that looks wrong goes to staff's reports queue, with the reason.
import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ReportJobRequest } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function reportJob({ jobId, ...body }: ReportJobRequest & { jobId: string }): Promise<MessageResponse> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}/report`, { method: 'POST', body: JSON.stringify(body) });
}

export function useReportJob() {
  return useMutation({ mutationFn: reportJob });
}
