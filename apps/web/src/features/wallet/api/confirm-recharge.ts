// POST /api/wallet/recharges/{orderId}/confirm: hands the checkout's payment id and signature to the server,
// which checks them with the gateway before adding the Credits.
import { apiFetch } from '../../../lib/api-client';

export interface PaymentProof {
  paymentId: string;
  signature: string;
}

export interface RechargeConfirmed {
  success: true;
  message: string;
  creditsPaise: number;
}

export function confirmRecharge(orderId: string, proof: PaymentProof): Promise<RechargeConfirmed> {
  return apiFetch(`/api/wallet/recharges/${encodeURIComponent(orderId)}/confirm`, {
    method: 'POST',
    body: JSON.stringify(proof),
  });
}
