// SQL for reviews: writing one (once per author and engagement), changing it under a row lock, pages of a
// person's visible reviews, and the short summaries staff see beside a report.
import type { EngagementKind, ReviewTag, UserType } from '@kaamsetu/contract';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../db/client.js';
import { textArray } from '../../db/sql-arrays.js';
import { reviews, users } from '../../db/schema/index.js';

const authors = alias(users, 'authors');

/** Someone who may be reviewed, as far as the account says. */
export interface ReviewablePerson {
  id: string;
  name: string;
  role: UserType;
  isDemo: boolean;
  /** Deleted or blocked: not found, as everywhere else. */
  gone: boolean;
}

const personColumns = {
  id: users.id,
  name: users.name,
  role: users.role,
  isDemo: users.isDemo,
  gone: sql<boolean>`${users.deletedAt} is not null or ${users.blockedAt} is not null`,
};

export async function findPerson(db: Executor, id: string): Promise<ReviewablePerson | undefined> {
  const [person] = await db.select(personColumns).from(users).where(eq(users.id, id));
  return person;
}

export async function findPeople(db: Executor, ids: readonly string[]): Promise<ReviewablePerson[]> {
  if (ids.length === 0) return [];
  return db
    .select(personColumns)
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The engagements (kind and reference) this author already reviewed, hidden reviews included. */
export async function reviewedEngagements(
  db: Executor,
  authorId: string,
  refs: readonly string[],
): Promise<{ kind: EngagementKind; ref: string }[]> {
  if (refs.length === 0) return [];
  return queryRows<{ kind: EngagementKind; ref: string }>(
    db,
    sql`select engagement_kind as kind, engagement_ref as ref from reviews
        where author_id = ${authorId} and engagement_ref = any(${textArray(refs)})`,
  );
}

export interface NewReview {
  authorId: string;
  subjectId: string;
  engagementKind: EngagementKind;
  engagementRef: string;
  stars: number;
  text: string;
  tags: ReviewTag[];
  at: Date;
}

/** Adds the review; undefined when the author already reviewed this engagement (even a moment ago). */
export async function insertReview(db: Executor, review: NewReview): Promise<{ id: number } | undefined> {
  const [created] = await db
    .insert(reviews)
    .values({
      authorId: review.authorId,
      subjectId: review.subjectId,
      engagementKind: review.engagementKind,
      engagementRef: review.engagementRef,
      stars: review.stars,
      text: review.text,
      tags: review.tags,
      createdAt: review.at,
      updatedAt: review.at,
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  return created;
}

export interface LockedReview {
  id: number;
  authorId: string;
  subjectId: string;
  subjectRole: UserType;
  stars: number;
  createdAt: Date;
  hiddenAt: Date | null;
}

/** The review, locked for the rest of the transaction, so an edit and a hide never both count its stars. */
export async function lockReview(tx: Executor, id: number): Promise<LockedReview | undefined> {
  const [row] = await tx
    .select({
      id: reviews.id,
      authorId: reviews.authorId,
      subjectId: reviews.subjectId,
      subjectRole: users.role,
      stars: reviews.stars,
      createdAt: reviews.createdAt,
      hiddenAt: reviews.hiddenAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.subjectId))
    .where(eq(reviews.id, id))
    .for('update', { of: reviews });
  return row;
}

export async function updateReview(
  tx: Executor,
  id: number,
  values: { stars: number; text: string; tags: ReviewTag[]; at: Date },
): Promise<void> {
  await tx
    .update(reviews)
    .set({ stars: values.stars, text: values.text, tags: values.tags, updatedAt: values.at })
    .where(eq(reviews.id, id));
}

export async function setReply(tx: Executor, id: number, reply: { text: string; at: Date }): Promise<void> {
  await tx.update(reviews).set({ replyText: reply.text, repliedAt: reply.at }).where(eq(reviews.id, id));
}

export async function hideReview(
  tx: Executor,
  id: number,
  hide: { at: Date; reason: string; staffId: string },
): Promise<void> {
  await tx
    .update(reviews)
    .set({ hiddenAt: hide.at, hiddenReason: hide.reason, hiddenByStaffId: hide.staffId })
    .where(eq(reviews.id, id));
}

function reviewSelect(db: Executor) {
  return db
    .select({
      id: reviews.id,
      authorId: reviews.authorId,
      authorName: authors.name,
      authorRole: authors.role,
      subjectId: reviews.subjectId,
      engagementKind: reviews.engagementKind,
      stars: reviews.stars,
      text: reviews.text,
      tags: reviews.tags,
      replyText: reviews.replyText,
      repliedAt: reviews.repliedAt,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      hiddenAt: reviews.hiddenAt,
    })
    .from(reviews)
    .innerJoin(authors, eq(authors.id, reviews.authorId));
}

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewSelect>['execute']>>[number];

export async function reviewById(db: Executor, id: number): Promise<ReviewRow | undefined> {
  const [row] = await reviewSelect(db).where(eq(reviews.id, id));
  return row;
}

/** Visible reviews about the person, newest first, after (older than) `beforeId` when given. */
export async function visibleReviewsOf(
  db: Executor,
  subjectId: string,
  options: { beforeId: number | undefined; limit: number },
): Promise<ReviewRow[]> {
  return reviewSelect(db)
    .where(
      and(
        eq(reviews.subjectId, subjectId),
        isNull(reviews.hiddenAt),
        options.beforeId === undefined ? undefined : lt(reviews.id, options.beforeId),
      ),
    )
    .orderBy(desc(reviews.id))
    .limit(options.limit);
}

/** What staff see of the reviews some reports name. */
export async function reviewSummaries(
  db: Executor,
  ids: readonly number[],
): Promise<{ id: number; stars: number; text: string; hidden: boolean }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: reviews.id,
      stars: reviews.stars,
      text: reviews.text,
      hidden: sql<boolean>`${reviews.hiddenAt} is not null`,
    })
    .from(reviews)
    .where(inArray(reviews.id, [...ids]));
}

/**
 * Erases what a person wrote: the text of their reviews and their replies under reviews about them. The stars
 * stay (they came from a real engagement) and the reviews stay counted, under the pseudonymous account.
 */
export async function eraseWritingOf(tx: Executor, personId: string): Promise<void> {
  await tx.update(reviews).set({ text: '' }).where(eq(reviews.authorId, personId));
  await tx.update(reviews).set({ replyText: null, repliedAt: null }).where(eq(reviews.subjectId, personId));
}

export interface ReviewForExport {
  id: string;
  author_id: string;
  subject_id: string;
  stars: number;
  text: string;
  tags: string[];
  reply_text: string | null;
  created_at: Date | string;
  hidden: boolean;
}

/** Every review the person wrote or received, hidden ones too (it is their data), newest first. */
export function reviewsTouching(db: Executor, personId: string): Promise<ReviewForExport[]> {
  return queryRows<ReviewForExport>(
    db,
    sql`select id::text, author_id, subject_id, stars, text, tags, reply_text, created_at, hidden_at is not null as hidden
        from reviews where author_id = ${personId} or subject_id = ${personId}
        order by created_at desc, id desc`,
  );
}
