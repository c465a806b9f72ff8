// POST /api/agreements/{id}/{step}: one side's step on an agreement, each answered with the agreement as it now
// is. The worker accepts, declines or marks the work done; the Employer releases all or part of what is held;
// either cancels (or asks to) or opens a dispute with their side of it. Every step carries the Idempotency-Key
// of the person's one action, so a retry after a lost answer never releases or cancels twice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgreementResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { refreshAfterFailure, rememberAgreement } from './agreement-cache';

export type AgreementStep =
  | { step: 'accept' | 'decline' | 'complete' | 'cancel' }
  | { step: 'release'; amountPaise?: number }
  | { step: 'dispute'; statement: string };

export type StepAttempt = AgreementStep & { agreementId: string; idempotencyKey: string };

export function actOnAgreement({ agreementId, idempotencyKey, ...action }: StepAttempt): Promise<AgreementResponse> {
  const body =
    action.step === 'release'
      ? action.amountPaise === undefined
        ? {}
        : { amountPaise: action.amountPaise }
      : action.step === 'dispute'
        ? { statement: action.statement }
        : undefined;
  return apiFetch(`/api/agreements/${encodeURIComponent(agreementId)}/${action.step}`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

export function useActOnAgreement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actOnAgreement,
    retry: retryUnlessRefused,
    onSuccess: (answer) => rememberAgreement(client, answer.agreement),
    onError: (caught, attempt) => refreshAfterFailure(client, attempt.agreementId, caught),
  });
}
