// GET /api/staff/people/{id}/work-photos: a person's work photos, for staff to check.
import { useQuery } from '@tanstack/react-query';
import type { WorkPhotosResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export function getPersonWorkPhotos(id: string): Promise<WorkPhotosResponse> {
  return apiFetch(`/api/staff/people/${encodeURIComponent(id)}/work-photos`, { as: 'staff' });
}

export function usePersonWorkPhotos(id: string) {
  return useQuery({
    queryKey: [...staffQueryKeys.workPhotos, id],
    queryFn: () => getPersonWorkPhotos(id),
  });
}
