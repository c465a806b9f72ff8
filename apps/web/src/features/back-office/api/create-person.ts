// POST /api/staff/people: step 2 of adding someone. The code from the person's SMS creates their account
// (400 for a wrong code, 409 when the number already has one).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingVerifyRequest, StaffPersonResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type StaffPersonSaved = StaffPersonResponse;

export function createPerson(input: OnboardingVerifyRequest): Promise<StaffPersonSaved> {
  return apiFetch('/api/staff/people', { method: 'POST', as: 'staff', body: JSON.stringify(input) });
}

export function useCreatePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPerson,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: staffQueryKeys.people });
      void client.invalidateQueries({ queryKey: staffQueryKeys.incompleteProfiles });
    },
  });
}
