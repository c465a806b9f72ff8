// GET /api/staff/reports?status=open (Employees and Admins) or escalated (Admins only; 403 otherwise).
import { useQuery } from '@tanstack/react-query';
import type { StaffReport, StaffReportsQuery, StaffReportsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type { StaffReport };
export type ReportQueue = NonNullable<StaffReportsQuery['status']>;

export type StaffReports = StaffReportsResponse;

export function getReports(status: ReportQueue): Promise<StaffReports> {
  return apiFetch(`/api/staff/reports?status=${status}`, { as: 'staff' });
}

export function useReports(status: ReportQueue) {
  return useQuery({
    queryKey: [...staffQueryKeys.reports, status],
    queryFn: () => getReports(status),
    retry: retryUnlessRefused,
  });
}
