// What the agreements module needs from the rest of the server, built once in app.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { AgreementsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { EscrowProvider } from '../../adapters/escrow/escrow-provider.js';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.js';
import type { MediaStorage } from '../../adapters/storage/media-storage.js';

export interface AgreementsContext {
  db: Db;
  clock: Clock;
  config: Omit<AgreementsConfig, 'escrow'>;
  /** Takes the Employer's payment (the same gateway as recharges). */
  gateway: PaymentGateway;
  /** Holds, releases and refunds it (the licensed partner). */
  escrow: EscrowProvider;
  /** Where dispute photos are kept. */
  storage: MediaStorage;
  /** PUBLIC_URL, for the links in the SMS. */
  publicUrl: string;
  log?: FastifyBaseLogger;
}

/** Who is acting: the signed-in person. */
export interface AgreementsCaller {
  id: string;
  role: 'Labourer' | 'Employer';
}

/** Who is acting in the back office. */
export interface AgreementsStaff {
  id: string;
  role: 'Admin' | 'Employee';
}
