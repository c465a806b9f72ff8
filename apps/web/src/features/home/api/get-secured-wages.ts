// GET /api/agreements?role=worker, read only for what KaamSetu holds for the worker's agreed work now
// (securedPaise), which Home shows in one line. Under the agreements key, so any step of an agreement refreshes it.
import { useQuery } from '@tanstack/react-query';
import type { AgreementListResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { agreementsQueryRoot } from '../../../lib/query-client';

export function getSecuredWages(): Promise<AgreementListResponse> {
  return apiFetch('/api/agreements?role=worker');
}

export function useSecuredWages() {
  return useQuery({
    queryKey: [...agreementsQueryRoot, 'secured'],
    queryFn: getSecuredWages,
    select: (answer) => answer.securedPaise,
    // One line on Home is not worth a second attempt or a refetch on every visit.
    retry: false,
    staleTime: 60_000,
  });
}
