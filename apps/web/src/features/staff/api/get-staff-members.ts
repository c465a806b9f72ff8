// GET /api/staff/admin/employees: every staff account (Admins and Employees), by user id.
import { useQuery } from '@tanstack/react-query';
import type { staffAccountSchema } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type StaffAccount = ReturnType<(typeof staffAccountSchema)['parse']>;

export interface StaffAccounts {
  success: true;
  staff: StaffAccount[];
}

export function getStaffMembers(): Promise<StaffAccounts> {
  return apiFetch('/api/staff/admin/employees', { as: 'staff' });
}

export function useStaffMembers() {
  return useQuery({ queryKey: staffQueryKeys.staffMembers, queryFn: getStaffMembers, retry: retryUnlessRefused });
}
