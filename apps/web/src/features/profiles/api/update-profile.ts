// POST /api/users/protected/update-profile: saves the own profile's text fields (the photo is changed
// through the profile forms). The answer carries the saved profile, which replaces every cached copy.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetProfileResponse, ProfileFields, ProfileSavedResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { ownProfileQueryRoot } from '../../../lib/get-own-profile';

export function updateProfile(input: ProfileFields): Promise<ProfileSavedResponse> {
  return apiFetch('/api/users/protected/update-profile', { method: 'POST', body: JSON.stringify(input) });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (response) => {
      client.setQueriesData<GetProfileResponse>({ queryKey: ownProfileQueryRoot }, (cached) =>
        cached ? { ...cached, profile: response.profile } : cached,
      );
    },
  });
}
