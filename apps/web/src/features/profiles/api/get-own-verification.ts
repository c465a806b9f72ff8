// GET /api/verification/me: the signed-in person's checks (mobile, ID check: which document, how and when; the
// Employer's GSTIN and where its staff check stands).
import { useQuery } from '@tanstack/react-query';
import type { VerificationMeResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';

export const ownVerificationQueryKey = ['own-verification'] as const;

export function getOwnVerification(): Promise<VerificationMeResponse> {
  return apiFetch('/api/verification/me');
}

export function useOwnVerification() {
  return useQuery({ queryKey: ownVerificationQueryKey, queryFn: getOwnVerification, retry: retryUnlessRefused });
}
