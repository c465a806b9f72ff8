// Picks the payment gateway PAYMENT_PROVIDER names.
import type { MoneyConfig } from '../../config.js';
import { FakePaymentGateway } from './fake-gateway.js';
import type { PaymentGateway } from './payment-gateway.js';
import { RazorpayGateway } from './razorpay-gateway.js';

export function createPaymentGateway(config: MoneyConfig['payments']): PaymentGateway {
  return config.provider === 'fake' ? new FakePaymentGateway(config) : new RazorpayGateway(config);
}
