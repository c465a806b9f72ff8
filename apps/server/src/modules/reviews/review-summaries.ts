// What other modules may ask about reviews: the short summary staff see beside a report that names one.
import type { Executor } from '../../db/client.js';
import * as repository from './reviews.repository.js';

export interface ReviewSummary {
  id: string;
  stars: number;
  text: string;
  hidden: boolean;
}

/** Summaries of the given reviews, by id (as a string, the way the API names them). */
export async function reviewSummaries(db: Executor, ids: readonly number[]): Promise<Map<number, ReviewSummary>> {
  const rows = await repository.reviewSummaries(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, { ...row, id: String(row.id) }]));
}
