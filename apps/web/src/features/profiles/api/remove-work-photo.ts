// DELETE /api/work-photos/:id: a worker removes one of their work photos.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { workPhotosKey } from './get-work-photos';

export function removeWorkPhoto(id: string): Promise<{ success: true; message: string }> {
  return apiFetch(`/api/work-photos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveWorkPhoto(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeWorkPhoto,
    onSuccess: () => client.invalidateQueries({ queryKey: workPhotosKey(profileId) }),
  });
}
