// Picks the escrow provider the configuration names.
import type { Clock } from '../../lib/clock.js';
import type { EscrowProvider } from './escrow-provider.js';
import { FakeEscrow } from './fake-escrow.js';
import { RazorpayEscrow } from './razorpay-escrow.js';

export type EscrowProviderConfig =
  | { provider: 'fake'; file: string; clock: Clock }
  | { provider: 'razorpay'; keyId: string; keySecret: string; escrowAccountId: string; apiUrl: string };

export function createEscrowProvider(config: EscrowProviderConfig): EscrowProvider {
  return config.provider === 'fake' ? new FakeEscrow(config.file, config.clock) : new RazorpayEscrow(config);
}
