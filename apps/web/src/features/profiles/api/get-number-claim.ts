// GET /api/contacts/{profileId}/unreachable: the signed-in Employer's dead-number claim about this worker,
// or until when they may still open one (null when they may not: not unlocked, or past 72 hours).
import { useQuery } from '@tanstack/react-query';
import type { ClaimStateResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';

export const numberClaimKey = (profileId: string) => ['number-claim', profileId] as const;

export function getNumberClaim(profileId: string): Promise<ClaimStateResponse> {
  return apiFetch(`/api/contacts/${encodeURIComponent(profileId)}/unreachable`);
}

export function useNumberClaim(profileId: string) {
  return useQuery({
    queryKey: numberClaimKey(profileId),
    queryFn: () => getNumberClaim(profileId),
    retry: retryUnlessRefused,
  });
}
