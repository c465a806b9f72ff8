// GET /api/mediation-requests: the caller's Hire Now requests (as employer or as labourer), newest first,
// with the outcome staff recorded.
import { useQuery } from '@tanstack/react-query';
import type { MediationListResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';

export function useMyMediationRequests() {
  return useQuery({
    queryKey: ['mediation-requests', 'mine'],
    queryFn: () => apiFetch<MediationListResponse>('/api/mediation-requests'),
    retry: retryUnlessRefused,
  });
}
