// GET /api/staff/admin/employees: every staff account (Admins and Employees), by user id.
import { useQuery } from '@tanstack/react-query';
import type { StaffAccount, StaffMembersResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type { StaffAccount };

export function getStaffMembers(): Promise<StaffMembersResponse> {
  return apiFetch('/api/staff/admin/employees', { as: 'staff' });
}

export function useStaffMembers() {
  return useQuery({ queryKey: staffQueryKeys.staffMembers, queryFn: getStaffMembers, retry: retryUnlessRefused });
}
