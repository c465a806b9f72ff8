// GET /api/staff/appeals: appeals against warnings and suspensions waiting for a decision, oldest first.
import { useQuery } from '@tanstack/react-query';
import type { StaffAppeal, StaffAppealsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type { StaffAppeal };

export function getAppeals(): Promise<StaffAppealsResponse> {
  return apiFetch('/api/staff/appeals', { as: 'staff' });
}

export function useAppeals() {
  return useQuery({ queryKey: staffQueryKeys.appeals, queryFn: getAppeals, retry: retryUnlessRefused });
}
