// What the safety module (scam reports, number check, due process) needs from the rest of the server.
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { ResultCache } from '../../lib/result-cache.js';

export interface SafetyContext {
  db: Db;
  clock: Clock;
  /** PUBLIC_URL, for the link in the notice a reported person gets when staff decide (notifications). */
  publicUrl: string;
  /** Kept search answers, forgotten when a suspension takes a person out of search or gives them back. */
  searchCache: ResultCache;
}
