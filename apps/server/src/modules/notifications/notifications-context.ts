// What notifications need from the rest of the server, built once in app.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../adapters/sms/sms-sender.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';

/** For the inbox routes and the outbox sender. */
export interface NotificationsContext {
  db: Db;
  /** Quiet hours, the cap's India day, leases and retries all read this clock. */
  clock: Clock;
  /** The SMS adapter every notification SMS leaves through. */
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** PUBLIC_URL, without a trailing slash: the SMS that sum up held-back ones link to the inbox. */
  publicUrl: string;
}

/** What another module hands notify(): the time of the event, and the address links in SMS texts start with. */
export interface NotifyDeps {
  clock: Clock;
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
}
