// What the reviews feature needs from the rest of the server, built once in app.ts.
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';

export interface ReviewsContext {
  db: Db;
  /** Decides the edit window and the times a review shows. */
  clock: Clock;
}
