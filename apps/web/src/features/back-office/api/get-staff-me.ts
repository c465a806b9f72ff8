// GET /api/staff/me: which staff member the stored staff token belongs to. Any failure means "not signed in".
import { useQuery } from '@tanstack/react-query';
import type { StaffMeResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { readStaffToken } from '../../../lib/session-storage';

export function getStaffMe(): Promise<StaffMeResponse> {
  return apiFetch('/api/staff/me', { as: 'staff' });
}

export function useStaffMe() {
  const token = readStaffToken();
  return useQuery({
    queryKey: ['staff-me', token],
    queryFn: getStaffMe,
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
  });
}
