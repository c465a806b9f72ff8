// POST /api/staff/work-photos/{id}/remove: staff take a worker's photo down, with a reason (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffDecisionResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export function removeWorkPhoto({ id, reason }: { id: string; reason: string }): Promise<StaffDecisionResponse> {
  return apiFetch(`/api/staff/work-photos/${encodeURIComponent(id)}/remove`, {
    method: 'POST',
    as: 'staff',
    body: JSON.stringify({ reason }),
  });
}

export function useRemoveWorkPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeWorkPhoto,
    onSuccess: () => client.invalidateQueries({ queryKey: staffQueryKeys.workPhotos }),
  });
}
