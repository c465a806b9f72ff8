// What dead-number claims need from the rest of the server, built once in app.ts.
import type { ClaimsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { ResultCache } from '../../lib/result-cache.js';
import type { OtpContext } from '../auth/otp.service.js';

export interface ClaimsContext {
  db: Db;
  clock: Clock;
  config: ClaimsConfig;
  /** Codes for the worker's confirmation, and the SMS that asks for it. */
  otp: OtpContext;
  /** Kept search answers, forgotten when a profile leaves or rejoins search. */
  searchCache: ResultCache;
  /** The address people use (PUBLIC_URL), for the link in the worker's SMS. */
  publicUrl: string;
}
