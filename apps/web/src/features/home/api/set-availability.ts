// PUT /api/me/availability {day}: a worker says they are free today or tomorrow (null takes it back). It lapses
// by itself at the end of that India day; Employers see "Free today" on the worker's card meanwhile.
import { useMutation } from '@tanstack/react-query';
import type { AvailabilityRequest, AvailabilityResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function setAvailability(input: AvailabilityRequest): Promise<AvailabilityResponse> {
  return apiFetch('/api/me/availability', { method: 'PUT', body: JSON.stringify(input) });
}

export function useSetAvailability() {
  return useMutation({ mutationFn: setAvailability });
}
