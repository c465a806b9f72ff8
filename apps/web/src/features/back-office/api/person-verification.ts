// A person's checks as staff see and change them: GET /api/staff/people/{id}/verification, and POST …/id-check,
// …/id-check/revoke, …/business/verify and …/business/refuse. Every change answers with the person's checks as
// they now stand, which replace the cached ones; the GSTIN queue is asked again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdCheckRequest, StaffVerificationResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryRoot } from './staff-query-keys';

// Their own root under the staff one, not under `people`: changes to the people lists rewrite every answer
// cached there as a list of people.
const verificationRoot = [...staffQueryRoot, 'verification'] as const;

export const verificationQueryKeys = {
  person: (id: string) => [...verificationRoot, 'person', id] as const,
  businesses: [...verificationRoot, 'businesses'] as const,
};

const personPath = (id: string) => `/api/staff/people/${encodeURIComponent(id)}`;

export function usePersonVerification(id: string) {
  return useQuery({
    queryKey: verificationQueryKeys.person(id),
    queryFn: (): Promise<StaffVerificationResponse> => apiFetch(`${personPath(id)}/verification`, { as: 'staff' }),
    retry: retryUnlessRefused,
  });
}

export type VerificationChange =
  | { kind: 'record-id-check'; check: IdCheckRequest }
  | { kind: 'revoke-id-check'; reason: string }
  | { kind: 'verify-business' }
  | { kind: 'refuse-business'; reason: string };

const changePaths: Record<VerificationChange['kind'], string> = {
  'record-id-check': 'id-check',
  'revoke-id-check': 'id-check/revoke',
  'verify-business': 'business/verify',
  'refuse-business': 'business/refuse',
};

export function changeVerification(id: string, change: VerificationChange): Promise<StaffVerificationResponse> {
  const body = 'check' in change ? change.check : 'reason' in change ? { reason: change.reason } : undefined;
  return apiFetch(`${personPath(id)}/${changePaths[change.kind]}`, {
    method: 'POST',
    as: 'staff',
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

export function useChangeVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: VerificationChange }) => changeVerification(id, change),
    onSuccess: (answer, { id }) => {
      client.setQueryData(verificationQueryKeys.person(id), answer);
      void client.invalidateQueries({ queryKey: verificationQueryKeys.businesses });
    },
  });
}
