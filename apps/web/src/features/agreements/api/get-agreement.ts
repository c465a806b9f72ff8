// GET /api/agreements/{id}: one agreement in full, with its timeline and the statements of a dispute, and which
// side the caller is on.
import { useQuery } from '@tanstack/react-query';
import type { AgreementResponse } from '@kaamsetu/contract';
import { ApiError, apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { agreementsKeys } from './agreement-cache';

export function getAgreement(agreementId: string): Promise<AgreementResponse> {
  return apiFetch(`/api/agreements/${encodeURIComponent(agreementId)}`);
}

export function useAgreement(agreementId: string) {
  return useQuery({
    queryKey: agreementsKeys.agreement(agreementId),
    queryFn: () => getAgreement(agreementId),
    retry: retryUnlessRefused,
  });
}

/** Not there for this reader: unknown (404), someone else's (403), or an id that is no id at all (400). */
export function isAgreementMissing(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}
