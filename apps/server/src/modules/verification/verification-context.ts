// What the verification module needs from the rest of the server, built once in app.ts.
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { ResultCache } from '../../lib/result-cache.js';

export interface VerificationContext {
  db: Db;
  clock: Clock;
  /** The profiles' shared search answers: forgotten when a badge changes, as they may list the person. */
  searchCache: ResultCache;
}

/** Who is acting: the signed-in staff member. */
export interface StaffActor {
  id: string;
  phone: string;
}
