// POST /api/reports/money-demand: a worker's one tap, "Asked me for money", on an Employer's profile. It reaches
// staff first and pauses that Employer's unlocks when they contacted this worker through KaamSetu.
import { useMutation } from '@tanstack/react-query';
import type { MoneyDemandReportRequest, MoneyDemandReportResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function reportMoneyDemand(input: MoneyDemandReportRequest): Promise<MoneyDemandReportResponse> {
  return apiFetch('/api/reports/money-demand', { method: 'POST', body: JSON.stringify(input) });
}

export function useReportMoneyDemand() {
  return useMutation({ mutationFn: reportMoneyDemand });
}
