// For the privacy module: Download my data lists the person's reviews, written and received; when a person
// deletes their account, what they wrote in reviews goes with it.
import type { Executor } from '../../db/client.js';
import * as repository from './reviews.repository.js';

/** Erases the person's review texts and replies, inside the deletion's transaction. */
export function eraseReviewWritingOf(tx: Executor, personId: string): Promise<void> {
  return repository.eraseWritingOf(tx, personId);
}

/** The reviews the person wrote and received, for Download my data; others appear by their pseudonymous id. */
export async function reviewsForExport(tx: Executor, personId: string) {
  const rows = await repository.reviewsTouching(tx, personId);
  const entry = (row: repository.ReviewForExport) => ({
    stars: row.stars,
    text: row.text,
    tags: row.tags,
    reply: row.reply_text,
    at: new Date(row.created_at).toISOString(),
    hidden: row.hidden,
  });
  return {
    written: rows
      .filter((row) => row.author_id === personId)
      .map((row) => ({ subjectId: row.subject_id, ...entry(row) })),
    received: rows
      .filter((row) => row.subject_id === personId)
      .map((row) => ({ authorId: row.author_id, ...entry(row) })),
  };
}
