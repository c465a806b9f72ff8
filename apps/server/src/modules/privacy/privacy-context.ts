// What the privacy features need from the rest of the server, built once in app.ts.
import type { MediaStorage } from '../../adapters/storage/media-storage.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { ResultCache } from '../../lib/result-cache.js';
import type { OtpContext } from '../auth/otp.service.js';
import type { SessionCache } from '../auth/session-cache.js';

export interface PrivacyContext {
  db: Db;
  clock: Clock;
  storage: MediaStorage;
  otp: OtpContext;
  sessions: SessionCache;
  /** Kept search answers, forgotten when someone leaves so they vanish from search at once. */
  searchCache: ResultCache;
}
