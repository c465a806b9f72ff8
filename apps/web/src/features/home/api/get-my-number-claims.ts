// GET /api/contacts/unreachable/mine: whether an Employer could not reach the signed-in person, so Home asks
// them to confirm their number (and whether their profile is out of search until they do).
import { useQuery } from '@tanstack/react-query';
import type { MyNumberClaimsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';

export const myNumberClaimsKey = ['my-number-claims'] as const;

export function getMyNumberClaims(): Promise<MyNumberClaimsResponse> {
  return apiFetch('/api/contacts/unreachable/mine');
}

export function useMyNumberClaims() {
  return useQuery({ queryKey: myNumberClaimsKey, queryFn: getMyNumberClaims, retry: retryUnlessRefused });
}
