// What other modules may do about a worker's number being in doubt (dead-number claims): take the profile
// out of search until the number is confirmed, and bring it back. Callers forget kept search answers after
// their transaction commits.
import type { Executor } from '../../db/client.js';
import * as repository from './profiles.repository.js';

export function markNumberInDoubt(db: Executor, userId: string, since: Date): Promise<void> {
  return repository.setNumberInDoubt(db, userId, since);
}

export function markNumberConfirmed(db: Executor, userId: string): Promise<void> {
  return repository.setNumberInDoubt(db, userId, null);
}

/** Since when the number has been in doubt; null when it is not. */
export function numberInDoubtSince(db: Executor, userId: string): Promise<Date | null> {
  return repository.numberInDoubtSince(db, userId);
}
