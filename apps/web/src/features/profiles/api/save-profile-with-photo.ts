// POST /api/users/protected/labourer/profile or /employer/profile: the profile form with its photo, as
// multipart form data (the browser writes the boundary, so no Content-Type is set here). Completes the profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileSavedResponse, UserType } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { ownProfileQueryRoot } from '../../../lib/get-own-profile';

const endpoints: Record<UserType, string> = {
  Labourer: '/api/users/protected/labourer/profile',
  Employer: '/api/users/protected/employer/profile',
};

export function saveProfileWithPhoto(role: UserType, form: FormData): Promise<ProfileSavedResponse> {
  return apiFetch(endpoints[role], { method: 'POST', body: form });
}

export function useSaveProfileWithPhoto(role: UserType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => saveProfileWithPhoto(role, form),
    // The photo URL changes too; refetching is simpler than guessing which cached copies hold it. Not awaited,
    // so the person moves on without waiting for the refetch.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ownProfileQueryRoot });
    },
  });
}
