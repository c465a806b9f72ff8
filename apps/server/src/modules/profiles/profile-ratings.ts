// Profiles own their table, so the reviews module changes a person's rating only through this function,
// inside the transaction that creates, edits or hides the review.
import type { Rating } from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import { ratingFrom } from '../../lib/rating.js';
import * as repository from './profiles.repository.js';

/** Adds `count` reviews totalling `sum` stars (negative to take them away) to the person's rating. */
export async function adjustRating(tx: Executor, personId: string, delta: { count: number; sum: number }) {
  if (delta.count === 0 && delta.sum === 0) return;
  await repository.adjustRating(tx, personId, delta);
}

/** The person's rating as profile answers show it. */
export async function ratingOf(db: Executor, personId: string): Promise<Rating> {
  const counters = await repository.ratingCounters(db, personId);
  return ratingFrom(counters.count, counters.sum);
}
