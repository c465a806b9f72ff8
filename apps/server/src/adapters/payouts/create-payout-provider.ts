// Picks the payout provider PAYOUT_PROVIDER names.
import type { MoneyConfig } from '../../config.js';
import { manualPayouts, RazorpayXPayouts, type PayoutProvider } from './payout-provider.js';

export function createPayoutProvider(config: MoneyConfig['payouts']): PayoutProvider {
  return config.provider === 'manual' ? manualPayouts : new RazorpayXPayouts(config);
}
