// The badges staff granted a person, as profiles keep them for cards and the "verified only" search. The
// verification module owns the grants and calls this in the same transaction as each grant or revoke; it then
// forgets the kept search answers (profiles-context cache) after the commit.
import type { Executor } from '../../db/client.js';
import { saveVerifiedBadges } from './profiles.repository.js';

export async function setVerifiedBadges(tx: Executor, userId: string, granted: readonly string[]): Promise<void> {
  await saveVerifiedBadges(tx, userId, granted);
}
