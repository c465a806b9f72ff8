// For the privacy module: when a person deletes their account, what they wrote in reviews goes with it.
import type { Executor } from '../../db/client.js';
import * as repository from './reviews.repository.js';

/** Erases the person's review texts and replies, inside the deletion's transaction. */
export function eraseReviewWritingOf(tx: Executor, personId: string): Promise<void> {
  return repository.eraseWritingOf(tx, personId);
}
