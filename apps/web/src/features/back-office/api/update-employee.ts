// POST /api/staff/admin/employees/{id}: Modify Employee; a field left out keeps what is stored. Making them
// inactive (or giving them a new number) ends their sessions on every device at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMembersResponse, UpdateEmployeeRequest } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import type { StaffAccountSaved } from './add-employee';
import { staffQueryKeys } from './staff-query-keys';

export type EmployeeChanges = UpdateEmployeeRequest;

export function updateEmployee({ id, changes }: { id: string; changes: EmployeeChanges }): Promise<StaffAccountSaved> {
  return apiFetch(`/api/staff/admin/employees/${encodeURIComponent(id)}`, {
    method: 'POST',
    as: 'staff',
    body: JSON.stringify(changes),
  });
}

export function useUpdateEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: ({ member }) => {
      client.setQueryData<StaffMembersResponse>(staffQueryKeys.staffMembers, (cached) =>
        cached ? { ...cached, staff: cached.staff.map((each) => (each.id === member.id ? member : each)) } : cached,
      );
      void client.invalidateQueries({ queryKey: staffQueryKeys.analytics });
    },
  });
}
