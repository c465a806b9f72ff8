// POST /api/dev/fake-gateway/orders/{orderId}/pay: the test gateway's checkout, which only exists outside
// production. Success answers with the payment id and signature a real checkout would hand back.
import { apiFetch } from '../../../lib/api-client';

export interface FakePayment {
  success: true;
  orderId: string;
  paymentId: string;
  signature: string;
  status: 'captured' | 'failed';
}

export function payFakeOrder(orderId: string, outcome: 'success' | 'failure'): Promise<FakePayment> {
  return apiFetch(`/api/dev/fake-gateway/orders/${encodeURIComponent(orderId)}/pay`, {
    method: 'POST',
    body: JSON.stringify({ outcome }),
  });
}
