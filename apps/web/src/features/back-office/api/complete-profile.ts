// POST /api/staff/incomplete-profiles/{id}/complete-with-photo: the Complete Profile modal's details and,
// when staff have one, the person's photo in `file`, as multipart form data (the browser writes the
// boundary). The row then reads Complete (spec section 4); the list is not asked again, so the row stays in view.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteProfileRequest, IncompleteProfilesResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import type { StaffPersonSaved } from './create-person';
import { staffQueryKeys } from './staff-query-keys';

/** The modal's fields, every one filled in (the form starts them at ''), and the place picked, if one was. */
export type ProfileCompletion = Required<Omit<CompleteProfileRequest, 'placeId'>> &
  Pick<CompleteProfileRequest, 'placeId'>;

export function completeProfile({
  id,
  details,
  photo,
}: {
  id: string;
  details: ProfileCompletion;
  photo?: File | undefined;
}): Promise<StaffPersonSaved> {
  const form = new FormData();
  for (const [field, value] of Object.entries(details)) {
    if (value !== undefined && value !== null) form.set(field, String(value));
  }
  if (photo) form.set('file', photo, photo.name);
  return apiFetch(`/api/staff/incomplete-profiles/${encodeURIComponent(id)}/complete-with-photo`, {
    method: 'POST',
    as: 'staff',
    body: form,
  });
}

export function useCompleteProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: ({ person }, { id }) => {
      client.setQueryData<IncompleteProfilesResponse>(staffQueryKeys.incompleteProfiles, (cached) =>
        cached
          ? {
              ...cached,
              profiles: cached.profiles.map((profile) =>
                profile.id === id
                  ? {
                      ...profile,
                      name: person.name,
                      location: person.location,
                      skills: person.skills,
                      workExperience: person.workExperience,
                      profilePic: person.imageUrl,
                      missing: person.missing ?? [],
                      status: 'Completed' as const,
                    }
                  : profile,
              ),
            }
          : cached,
      );
      void client.invalidateQueries({ queryKey: staffQueryKeys.people });
    },
  });
}
