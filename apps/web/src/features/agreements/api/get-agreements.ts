// GET /api/agreements?role=&cursor=: the caller's agreements on one side, newest first, a page at a time, with
// what is held for their work now (securedPaise).
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AgreementListResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { agreementsKeys, type AgreementRole } from './agreement-cache';

export function getAgreements(role: AgreementRole, cursor: string | undefined): Promise<AgreementListResponse> {
  const query = new URLSearchParams({ role });
  if (cursor) query.set('cursor', cursor);
  return apiFetch(`/api/agreements?${query.toString()}`);
}

export function useAgreements(role: AgreementRole | undefined) {
  return useInfiniteQuery({
    queryKey: agreementsKeys.list(role ?? 'worker'),
    queryFn: ({ pageParam }) => getAgreements(role ?? 'worker', pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
    enabled: role !== undefined,
  });
}
