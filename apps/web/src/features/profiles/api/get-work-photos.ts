// GET /api/profiles/:id/work-photos: photos of a worker's past work, as their public profile shows them.
import { useQuery } from '@tanstack/react-query';
import type { WorkPhotosResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';

export const workPhotosKey = (profileId: string) => ['work-photos', profileId] as const;

export function getWorkPhotos(profileId: string): Promise<WorkPhotosResponse> {
  return apiFetch(`/api/profiles/${encodeURIComponent(profileId)}/work-photos`);
}

export function useWorkPhotos(profileId: string) {
  return useQuery({
    queryKey: workPhotosKey(profileId),
    queryFn: () => getWorkPhotos(profileId),
    retry: retryUnlessRefused,
    staleTime: 60_000,
  });
}
