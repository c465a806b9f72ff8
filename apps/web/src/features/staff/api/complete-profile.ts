// POST /api/staff/incomplete-profiles/{id}/complete: the Complete Profile modal's details. The row then reads
// Completed (spec section 4); the list is not asked again, so the row stays in view.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { StaffDecision } from './decide-report';
import type { IncompleteProfiles } from './get-incomplete-profiles';
import { staffQueryKeys } from './staff-query-keys';

export interface ProfileCompletion {
  name: string;
  location: string;
  skills: string;
  workExperience: string;
}

export function completeProfile({ id, details }: { id: string; details: ProfileCompletion }): Promise<StaffDecision> {
  return apiFetch(`/api/staff/incomplete-profiles/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
    as: 'staff',
    body: JSON.stringify(details),
  });
}

export function useCompleteProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: (_answer, { id, details }) => {
      client.setQueryData<IncompleteProfiles>(staffQueryKeys.incompleteProfiles, (cached) =>
        cached
          ? {
              ...cached,
              profiles: cached.profiles.map((profile) =>
                profile.id === id ? { ...profile, ...details, status: 'Completed' as const } : profile,
              ),
            }
          : cached,
      );
    },
  });
}
