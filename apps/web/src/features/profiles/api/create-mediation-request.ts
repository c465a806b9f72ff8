// POST /api/mediation-requests: Hire Now. An Employer asks KaamSetu's team to contact a worker about a job
// (place, daily wage, details); staff follow it up and call the Employer back.
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface MediationRequestInput {
  labourerId: string;
  location: string;
  /** Daily wage offered, whole rupees. */
  salary: number;
  details: string;
}

export interface MediationRequestCreated {
  success: true;
  message: string;
  request: { id: string; status: string };
}

export function createMediationRequest(input: MediationRequestInput): Promise<MediationRequestCreated> {
  return apiFetch('/api/mediation-requests', { method: 'POST', body: JSON.stringify(input) });
}

export function useCreateMediationRequest() {
  return useMutation({ mutationFn: createMediationRequest });
}
