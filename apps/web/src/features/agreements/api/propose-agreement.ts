// POST /api/agreements: an Employer proposes paid work to a worker they have already engaged. The
// Idempotency-Key belongs to the person's one submission, so a retry never proposes the same work twice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgreementResponse, ProposeAgreementRequest } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { agreementsQueryRoot } from '../../../lib/query-client';

export interface ProposalAttempt {
  proposal: ProposeAgreementRequest;
  idempotencyKey: string;
}

export function proposeAgreement({ proposal, idempotencyKey }: ProposalAttempt): Promise<AgreementResponse> {
  return apiFetch('/api/agreements', {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(proposal),
  });
}

export function useProposeAgreement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: proposeAgreement,
    // A lost answer is asked again once with the same key; a refusal is the answer.
    retry: retryUnlessRefused,
    onSuccess: () => client.invalidateQueries({ queryKey: agreementsQueryRoot }),
  });
}
