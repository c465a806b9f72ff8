// GET /api/staff/admin/audit?cursor=: what staff changed (who, what, on whom, why), newest first, 25 a page.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type { AuditEntry };

export function getAuditTrail(cursor: string | undefined): Promise<AuditResponse> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiFetch(`/api/staff/admin/audit${query}`, { as: 'staff' });
}

export function useAuditTrail() {
  return useInfiniteQuery({
    queryKey: staffQueryKeys.audit,
    queryFn: ({ pageParam }) => getAuditTrail(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
  });
}
