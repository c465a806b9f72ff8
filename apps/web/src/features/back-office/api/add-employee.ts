// POST /api/staff/admin/employees: Add Employee. The answer names their user id ("Employee added. Their user
// id is EMP-0004."), which they sign in with, with a code to their mobile; 409 when a staff member has the number.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddEmployeeRequest, StaffMemberResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type StaffAccountSaved = StaffMemberResponse;

/** The mobile in E.164, as the contract's tenDigitMobileSchema turns the typed number. */
export function addEmployee(input: AddEmployeeRequest): Promise<StaffAccountSaved> {
  return apiFetch('/api/staff/admin/employees', { method: 'POST', as: 'staff', body: JSON.stringify(input) });
}

export function useAddEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addEmployee,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: staffQueryKeys.staffMembers });
      void client.invalidateQueries({ queryKey: staffQueryKeys.analytics });
    },
  });
}
