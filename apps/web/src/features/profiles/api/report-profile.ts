// POST /api/reports: Report Profile. Anyone but the owner tells KaamSetu's team what is wrong with a profile;
// one open report per person and profile (409 after that).
import { useMutation } from '@tanstack/react-query';
import type { ReportCreatedResponse, ReportRequest } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function reportProfile(input: ReportRequest): Promise<ReportCreatedResponse> {
  return apiFetch('/api/reports', { method: 'POST', body: JSON.stringify(input) });
}

export function useReportProfile() {
  return useMutation({ mutationFn: reportProfile });
}
