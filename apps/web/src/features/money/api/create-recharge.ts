// POST /api/wallet/recharges: opens a payment order for the amount; the gateway named in the answer collects it.
import type { CreateRechargeResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export type RechargeOrder = CreateRechargeResponse;

export function createRecharge(amountPaise: number): Promise<RechargeOrder> {
  return apiFetch('/api/wallet/recharges', { method: 'POST', body: JSON.stringify({ amountPaise }) });
}
