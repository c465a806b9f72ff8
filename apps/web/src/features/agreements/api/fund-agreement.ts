// POST /api/agreements/{id}/fund: the Employer starts paying the wage (and KaamSetu's fee) into escrow. The
// answer is a payment order for the gateway it names, paid as a wallet recharge is.
import type { FundAgreementResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function fundAgreement(agreementId: string, idempotencyKey: string): Promise<FundAgreementResponse> {
  return apiFetch(`/api/agreements/${encodeURIComponent(agreementId)}/fund`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
