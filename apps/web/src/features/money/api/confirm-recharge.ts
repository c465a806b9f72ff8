// POST /api/wallet/recharges/{orderId}/confirm: hands the checkout's payment id and signature to the server,
// which checks them with the gateway before adding the Credits.
import type { ConfirmRechargeResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import type { PaymentProof } from '../../../lib/razorpay-checkout';

export function confirmRecharge(orderId: string, proof: PaymentProof): Promise<ConfirmRechargeResponse> {
  return apiFetch(`/api/wallet/recharges/${encodeURIComponent(orderId)}/confirm`, {
    method: 'POST',
    body: JSON.stringify(proof),
  });
}
