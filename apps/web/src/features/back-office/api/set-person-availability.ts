// PUT /api/staff/people/{id}/availability {day}: staff mark a worker they onboarded by phone free today or
// tomorrow (null takes it back), as the worker could with one tap on Home. Kept in the audit trail.
import { useMutation } from '@tanstack/react-query';
import type { AvailabilityRequest, AvailabilityResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function setPersonAvailability({
  id,
  day,
}: {
  id: string;
  day: AvailabilityRequest['day'];
}): Promise<AvailabilityResponse> {
  return apiFetch(`/api/staff/people/${encodeURIComponent(id)}/availability`, {
    method: 'PUT',
    as: 'staff',
    body: JSON.stringify({ day }),
  });
}

export function useSetPersonAvailability() {
  return useMutation({ mutationFn: setPersonAvailability });
}
