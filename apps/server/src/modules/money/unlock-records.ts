// What other modules may ask the money module about paid unlocks (dead-number claims read when and for how
// much a number was bought). The contact_unlocks table stays the money module's own.
import type { Executor } from '../../db/client.js';
import * as contacts from './contacts.repository.js';

export type { UnlockRecord } from './contacts.repository.js';

export function findUnlock(
  db: Executor,
  employerId: string,
  workerId: string,
): Promise<contacts.UnlockRecord | undefined> {
  return contacts.unlockRecord(db, employerId, workerId);
}
