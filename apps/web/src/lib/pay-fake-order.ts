// POST /api/dev/fake-gateway/orders/{orderId}/pay: the test gateway's checkout, which only exists outside
// production. Success answers with the payment id and signature a real checkout would hand back. Any payment
// (a wallet recharge, a work agreement's wage) is paid through it the same way.
import type { FakePaymentRequest, FakePaymentResponse } from '@kaamsetu/contract';
import { apiFetch } from './api-client';

export function payFakeOrder(orderId: string, outcome: FakePaymentRequest['outcome']): Promise<FakePaymentResponse> {
  return apiFetch(`/api/dev/fake-gateway/orders/${encodeURIComponent(orderId)}/pay`, {
    method: 'POST',
    body: JSON.stringify({ outcome }),
  });
}
