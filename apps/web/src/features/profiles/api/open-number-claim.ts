// POST /api/contacts/{profileId}/unreachable: the Employer reports the number they paid for as wrong or not
// reachable. Refusals (not unlocked, too late, already reported, monthly cap) come in the server's words.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimStateResponse, OpenClaimResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { numberClaimKey } from './get-number-claim';

export function openNumberClaim(profileId: string): Promise<OpenClaimResponse> {
  return apiFetch(`/api/contacts/${encodeURIComponent(profileId)}/unreachable`, { method: 'POST' });
}

export function useOpenNumberClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openNumberClaim,
    onSuccess: (opened, profileId) => {
      client.setQueryData<ClaimStateResponse>(numberClaimKey(profileId), {
        success: true,
        claim: opened.claim,
        claimableUntil: null,
      });
    },
  });
}
