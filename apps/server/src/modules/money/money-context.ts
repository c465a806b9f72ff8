// What the money features need from the rest of the server, built once in app.ts.
import type { MoneyConfig } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.js';
import type { PayoutProvider } from '../../adapters/payouts/payout-provider.js';
import type { AppMetrics } from '../../http/metrics.js';

export interface MoneyContext {
  db: Db;
  clock: Clock;
  config: MoneyConfig;
  gateway: PaymentGateway;
  payouts: PayoutProvider;
  metrics: AppMetrics;
  /** The address people use (PUBLIC_URL), for the link in the SMS that tells a worker about an unlock or payout. */
  publicUrl: string;
  /**
   * Settles a paid gateway order that is not a recharge (a work agreement's wage, held in escrow and never
   * Credits); false when no other module knows the order.
   */
  settleOtherOrder?: (tx: Tx, providerOrderId: string, paymentId: string) => Promise<boolean>;
}
