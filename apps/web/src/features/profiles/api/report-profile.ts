// POST /api/reports: Report Profile. Anyone but the owner tells KaamSetu's team what is wrong with a profile;
// one open report per person and profile (409 after that).
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface ReportInput {
  profileId: string;
  reason: string;
  details: string;
}

export interface ReportFiled {
  success: true;
  message: string;
  reportId: string;
}

export function reportProfile(input: ReportInput): Promise<ReportFiled> {
  return apiFetch('/api/reports', { method: 'POST', body: JSON.stringify(input) });
}

export function useReportProfile() {
  return useMutation({ mutationFn: reportProfile });
}
