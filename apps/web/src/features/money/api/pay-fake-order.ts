// POST /api/dev/fake-gateway/orders/{orderId}/pay: the test gateway's checkout, which only exists outside
// production. Success answers with the payment id and signature a real checkout would hand back.
import type { FakePaymentRequest, FakePaymentResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function payFakeOrder(orderId: string, outcome: FakePaymentRequest['outcome']): Promise<FakePaymentResponse> {
  return apiFetch(`/api/dev/fake-gateway/orders/${encodeURIComponent(orderId)}/pay`, {
    method: 'POST',
    body: JSON.stringify({ outcome }),
  });
}
