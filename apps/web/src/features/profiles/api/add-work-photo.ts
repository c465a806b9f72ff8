// POST /api/work-photos: a worker adds a photo of their work (multipart: `file` and `caption`).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkPhotoResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { workPhotosKey } from './get-work-photos';

export function addWorkPhoto(form: FormData): Promise<WorkPhotoResponse> {
  return apiFetch('/api/work-photos', { method: 'POST', body: form });
}

export function useAddWorkPhoto(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addWorkPhoto,
    onSuccess: () => client.invalidateQueries({ queryKey: workPhotosKey(profileId) }),
  });
}
