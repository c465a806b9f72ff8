// GET /api/staff/agreements/disputes: work agreements in dispute, oldest first, each with both statements, its
// timeline and any split an Employee proposed.
import { useQuery } from '@tanstack/react-query';
import type { Agreement, DisputeQueueResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type { Agreement as DisputedAgreement, DisputeQueueResponse };

export function getAgreementDisputes(): Promise<DisputeQueueResponse> {
  return apiFetch('/api/staff/agreements/disputes', { as: 'staff' });
}

export function useAgreementDisputes() {
  return useQuery({
    queryKey: staffQueryKeys.agreementDisputes,
    queryFn: getAgreementDisputes,
    retry: retryUnlessRefused,
  });
}
