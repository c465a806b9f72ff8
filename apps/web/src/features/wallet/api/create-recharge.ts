// POST /api/wallet/recharges: opens a payment order for the amount; the gateway named in the answer collects it.
import { apiFetch } from '../../../lib/api-client';

export interface RechargeOrder {
  success: true;
  orderId: string;
  provider: 'fake' | 'razorpay';
  amountPaise: number;
  currency: 'INR';
  /** The gateway's public checkout key (Razorpay only). */
  keyId?: string;
}

export function createRecharge(amountPaise: number): Promise<RechargeOrder> {
  return apiFetch('/api/wallet/recharges', { method: 'POST', body: JSON.stringify({ amountPaise }) });
}
