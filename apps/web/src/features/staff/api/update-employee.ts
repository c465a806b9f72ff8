// POST /api/staff/admin/employees/{id}: Modify Employee; a field left out keeps what is stored. Making them
// inactive (or giving them a new number) ends their sessions on every device at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { StaffAccountSaved } from './add-employee';
import type { StaffAccounts } from './get-staff-members';
import { staffQueryKeys } from './staff-query-keys';

export interface EmployeeChanges {
  name?: string;
  /** E.164. */
  mobile?: string;
  active?: boolean;
}

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
      client.setQueryData<StaffAccounts>(staffQueryKeys.staffMembers, (cached) =>
        cached ? { ...cached, staff: cached.staff.map((each) => (each.id === member.id ? member : each)) } : cached,
      );
      void client.invalidateQueries({ queryKey: staffQueryKeys.analytics });
    },
  });
}
