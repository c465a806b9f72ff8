// POST /api/staff/people/{id}/profile: step 3 of adding someone, their profile with the photo in `file`, as
// multipart form data (the browser writes the boundary). Completes the profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { StaffPersonSaved } from './create-person';
import { staffQueryKeys } from './staff-query-keys';

export function savePersonProfile({ id, form }: { id: string; form: FormData }): Promise<StaffPersonSaved> {
  return apiFetch(`/api/staff/people/${encodeURIComponent(id)}/profile`, { method: 'POST', as: 'staff', body: form });
}

export function useSavePersonProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePersonProfile,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: staffQueryKeys.people });
      void client.invalidateQueries({ queryKey: staffQueryKeys.incompleteProfiles });
    },
  });
}
