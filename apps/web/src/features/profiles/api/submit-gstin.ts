// PUT /api/verification/gstin: an Employer's GSTIN, checked for format and check digit, then waiting for staff.
// The answer's GSTIN state replaces the cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GstinRequest, GstinSubmittedResponse, VerificationMeResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { ownVerificationQueryKey } from './get-own-verification';

export function submitGstin(input: GstinRequest): Promise<GstinSubmittedResponse> {
  return apiFetch('/api/verification/gstin', { method: 'PUT', body: JSON.stringify(input) });
}

export function useSubmitGstin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitGstin,
    onSuccess: (answer) => {
      client.setQueryData<VerificationMeResponse>(ownVerificationQueryKey, (cached) =>
        cached ? { ...cached, business: answer.business } : cached,
      );
      // A new GSTIN takes a confirmed one's badge away: the badges come back from the server.
      void client.invalidateQueries({ queryKey: ownVerificationQueryKey });
    },
  });
}
