// POST /api/mediation-requests: Hire Now. An Employer asks KaamSetu's team to contact a worker about a job
// (place, daily wage, details); staff follow it up and call the Employer back.
import { useMutation } from '@tanstack/react-query';
import type { MediationCreatedResponse, MediationRequest } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function createMediationRequest(input: MediationRequest): Promise<MediationCreatedResponse> {
  return apiFetch('/api/mediation-requests', { method: 'POST', body: JSON.stringify(input) });
}

export function useCreateMediationRequest() {
  return useMutation({ mutationFn: createMediationRequest });
}
