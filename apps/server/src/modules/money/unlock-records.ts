// Who unlocked whom, for other modules (reviews: an unlock is an engagement between an Employer and a worker).
// Read-only; the unlock itself stays contacts.service.ts's.
import type { Executor } from '../../db/client.js';
import * as contacts from './contacts.repository.js';

export type { UnlockRecord } from './contacts.repository.js';

/** The unlock between two people (either may be the employer), or undefined. */
export function unlockBetween(db: Executor, a: string, b: string) {
  return contacts.unlockBetween(db, a, b);
}

/** The person's unlocks as employer or as worker, newest first. */
export function unlocksOf(db: Executor, personId: string, limit: number) {
  return contacts.unlocksOf(db, personId, limit);
}
