// POST /api/agreements/{id}/fund/confirm: hands the checkout's payment id and signature to the server, which
// checks them with the gateway before it holds the wage; the answer is the agreement, now paid for.
import type { AgreementResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import type { PaymentProof } from '../../../lib/razorpay-checkout';

export function confirmFunding(
  agreementId: string,
  proof: PaymentProof,
  idempotencyKey: string,
): Promise<AgreementResponse> {
  return apiFetch(`/api/agreements/${encodeURIComponent(agreementId)}/fund/confirm`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify({ paymentId: proof.paymentId, signature: proof.signature }),
  });
}
