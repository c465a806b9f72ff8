// POST /api/staff/incomplete-profiles/{id}/complete: the Complete Profile modal's details. The row then reads
// Completed (spec section 4); the list is not asked again, so the row stays in view.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteProfileRequest, IncompleteProfilesResponse, StaffDecisionResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

/** The modal's fields, every one filled in (the form starts them at ''), and the place picked, if one was. */
export type ProfileCompletion = Required<Omit<CompleteProfileRequest, 'placeId'>> &
  Pick<CompleteProfileRequest, 'placeId'>;

export function completeProfile({
  id,
  details,
}: {
  id: string;
  details: ProfileCompletion;
}): Promise<StaffDecisionResponse> {
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
      client.setQueryData<IncompleteProfilesResponse>(staffQueryKeys.incompleteProfiles, (cached) =>
        cached
          ? {
              ...cached,
              profiles: cached.profiles.map((profile) =>
                profile.id === id ? { ...profile, ...shownOf(details), status: 'Completed' as const } : profile,
              ),
            }
          : cached,
      );
    },
  });
}

/** What the list's row shows of the details sent (not the picked place's id). */
function shownOf({ placeId: _placeId, ...shown }: ProfileCompletion): Omit<ProfileCompletion, 'placeId'> {
  return shown;
}
