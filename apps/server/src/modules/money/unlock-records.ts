// What other modules may ask the money module about paid unlocks, read-only: who unlocked whom (reviews: an
// unlock is an engagement) and when and for how much a number was bought (dead-number claims). The unlock itself
// and the contact_unlocks table stay the money module's own.
import type { Executor } from '../../db/client.js';
import * as contacts from './contacts.repository.js';

export type { PaidUnlock, UnlockRecord } from './contacts.repository.js';

/** The unlock between two people (either may be the employer), or undefined. */
export function unlockBetween(db: Executor, a: string, b: string) {
  return contacts.unlockBetween(db, a, b);
}

/** The person's unlocks as employer or as worker, newest first. */
export function unlocksOf(db: Executor, personId: string, limit: number) {
  return contacts.unlocksOf(db, personId, limit);
}

/** The unlock of this worker by this employer, with what it charged and paid; undefined if none. */
export function findUnlock(
  db: Executor,
  employerId: string,
  workerId: string,
): Promise<contacts.PaidUnlock | undefined> {
  return contacts.paidUnlock(db, employerId, workerId);
}
