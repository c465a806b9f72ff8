// Reviews both ways (decision 017): who may review whom, once per engagement, editable for REVIEW_EDIT_DAYS,
// a reply by the person reviewed, reports into the staff queue, and staff hiding. Every change to what counts
// updates the subject's rating (profiles' adjustRating) in the same transaction.
import {
  REVIEW_EDIT_DAYS,
  REVIEWS_PAGE_SIZE,
  employerReviewTags,
  profileMessages,
  reviewMessages,
  workerReviewTags,
  type PendingReview,
  type Review,
  type ReviewTag,
  type UserType,
  type createReviewRequestSchema,
  type updateReviewRequestSchema,
} from '@kaamsetu/contract';
import type { z } from 'zod';
import { decodeCursor, encodeCursor, rowIdCursor } from '../../lib/cursor.js';
import { AppError } from '../../lib/errors.js';
import type { AuthenticatedUser } from '../auth/authenticated.js';
import { recordAudit } from '../ledger/audit.js';
import { adjustRating, ratingOf } from '../profiles/profile-ratings.js';
import { fileReviewReport } from '../requests/review-reports.js';
import { engagementsBetween, recentEngagementsOf } from './engagements.js';
import * as repository from './reviews.repository.js';
import type { ReviewRow } from './reviews.repository.js';
import type { ReviewsContext } from './reviews-context.js';

const DAY_MS = 86_400_000;
/** How many recent engagements of each kind the "Rate {name}" list looks through. */
const PENDING_LOOKBACK = 100;

function editableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
}

function reviewView(row: ReviewRow): Review {
  return {
    id: String(row.id),
    author: { id: row.authorId, name: row.authorName, userType: row.authorRole },
    subjectId: row.subjectId,
    engagement: row.engagementKind,
    stars: row.stars,
    text: row.text,
    tags: row.tags as ReviewTag[],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editableUntil: editableUntil(row.createdAt).toISOString(),
    reply: row.replyText !== null && row.repliedAt ? { text: row.replyText, at: row.repliedAt.toISOString() } : null,
  };
}

async function answer(ctx: ReviewsContext, id: number, message: string) {
  const row = await repository.reviewById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', reviewMessages.reviewNotFound);
  return { success: true as const, message, review: reviewView(row) };
}

/** Tags say something about a worker or about an employer: only the subject's kind fits. */
function assertTagsFit(tags: readonly ReviewTag[], subjectRole: UserType): void {
  const allowed: readonly string[] = subjectRole === 'Labourer' ? workerReviewTags : employerReviewTags;
  if (tags.some((tag) => !allowed.includes(tag))) {
    throw new AppError('VALIDATION_FAILED', reviewMessages.tagNotAllowed, { field: 'tags' });
  }
}

async function reviewableSubject(ctx: ReviewsContext, subjectId: string) {
  const subject = await repository.findPerson(ctx.db, subjectId);
  if (!subject || subject.gone) throw new AppError('NOT_FOUND', profileMessages.profileNotFound);
  if (subject.isDemo) throw new AppError('FORBIDDEN', reviewMessages.cannotReviewSample);
  return subject;
}

/** POST /api/reviews: the caller reviews someone they had an engagement with, once per engagement. */
export async function createReview(
  ctx: ReviewsContext,
  caller: AuthenticatedUser,
  input: z.output<typeof createReviewRequestSchema>,
) {
  if (input.subjectId === caller.id) throw new AppError('VALIDATION_FAILED', reviewMessages.cannotReviewSelf);
  const subject = await reviewableSubject(ctx, input.subjectId);
  assertTagsFit(input.tags, subject.role);
  const id = await ctx.db.transaction(async (tx) => {
    const engagements = await engagementsBetween(tx, caller.id, subject.id);
    if (engagements.length === 0) throw new AppError('FORBIDDEN', reviewMessages.noEngagement);
    const reviewed = await repository.reviewedEngagements(
      tx,
      caller.id,
      engagements.map((engagement) => engagement.ref),
    );
    const open = engagements.find(
      (engagement) => !reviewed.some((done) => done.kind === engagement.kind && done.ref === engagement.ref),
    );
    if (!open) throw new AppError('CONFLICT', reviewMessages.alreadyReviewed);
    // A second request racing this one for the same engagement inserts nothing here and gets the 409.
    const created = await repository.insertReview(tx, {
      authorId: caller.id,
      subjectId: subject.id,
      engagementKind: open.kind,
      engagementRef: open.ref,
      stars: input.stars,
      text: input.text,
      tags: input.tags,
      at: ctx.clock.now(),
    });
    if (!created) throw new AppError('CONFLICT', reviewMessages.alreadyReviewed);
    await adjustRating(tx, subject.id, { count: 1, sum: input.stars });
    return created.id;
  });
  return answer(ctx, id, reviewMessages.reviewSaved);
}

/** PUT /api/reviews/{id}: the author changes stars, text and tags while the edit window is open. */
export async function updateReview(
  ctx: ReviewsContext,
  caller: AuthenticatedUser,
  id: number,
  input: z.output<typeof updateReviewRequestSchema>,
) {
  await ctx.db.transaction(async (tx) => {
    const review = await repository.lockReview(tx, id);
    if (!review) throw new AppError('NOT_FOUND', reviewMessages.reviewNotFound);
    if (review.authorId !== caller.id) throw new AppError('FORBIDDEN', reviewMessages.notYourReview);
    if (review.hiddenAt) throw new AppError('FORBIDDEN', reviewMessages.hiddenReviewFixed);
    const now = ctx.clock.now();
    if (now.getTime() > editableUntil(review.createdAt).getTime()) {
      throw new AppError('FORBIDDEN', reviewMessages.editWindowClosed);
    }
    assertTagsFit(input.tags, review.subjectRole);
    await repository.updateReview(tx, id, { stars: input.stars, text: input.text, tags: input.tags, at: now });
    await adjustRating(tx, review.subjectId, { count: 0, sum: input.stars - review.stars });
  });
  return answer(ctx, id, reviewMessages.reviewUpdated);
}

/** PUT /api/reviews/{id}/reply: the person reviewed answers under the review (and may change the answer). */
export async function replyToReview(ctx: ReviewsContext, caller: AuthenticatedUser, id: number, text: string) {
  await ctx.db.transaction(async (tx) => {
    const review = await repository.lockReview(tx, id);
    if (!review || review.hiddenAt) throw new AppError('NOT_FOUND', reviewMessages.reviewNotFound);
    if (review.subjectId !== caller.id) throw new AppError('FORBIDDEN', reviewMessages.onlySubjectReplies);
    await repository.setReply(tx, id, { text, at: ctx.clock.now() });
  });
  return answer(ctx, id, reviewMessages.replySaved);
}

/** POST /api/reviews/{id}/report: into the staff reports queue, naming the review. */
export async function reportReview(ctx: ReviewsContext, caller: AuthenticatedUser, id: number, reason: string) {
  const reportId = await ctx.db.transaction(async (tx) => {
    const review = await repository.lockReview(tx, id);
    if (!review || review.hiddenAt) throw new AppError('NOT_FOUND', reviewMessages.reviewNotFound);
    if (review.authorId === caller.id) throw new AppError('VALIDATION_FAILED', reviewMessages.cannotReportOwn);
    const filed = await fileReviewReport(tx, {
      reporterId: caller.id,
      authorId: review.authorId,
      reviewId: id,
      reason,
    });
    if (!filed) throw new AppError('CONFLICT', reviewMessages.alreadyReported);
    return filed.id;
  });
  return { success: true as const, message: reviewMessages.reviewReported, reportId: String(reportId) };
}

/** POST /api/staff/reviews/{id}/hide: out of every list and average, audited with the reason. */
export async function hideReview(ctx: ReviewsContext, staffId: string, id: number, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const review = await repository.lockReview(tx, id);
    if (!review) throw new AppError('NOT_FOUND', reviewMessages.reviewNotFound);
    if (review.hiddenAt) throw new AppError('CONFLICT', reviewMessages.reviewAlreadyHidden);
    await repository.hideReview(tx, id, { at: ctx.clock.now(), reason, staffId });
    await adjustRating(tx, review.subjectId, { count: -1, sum: -review.stars });
    await recordAudit(tx, {
      staffId,
      action: 'review.hide',
      targetType: 'review',
      targetId: id,
      before: { hidden: false, subjectId: review.subjectId, stars: review.stars },
      after: { hidden: true },
      reason,
    });
  });
  return { success: true as const, message: reviewMessages.reviewHidden };
}

/** GET /api/profiles/{id}/reviews: visible reviews about the person, newest first, and their rating. */
export async function reviewsOf(ctx: ReviewsContext, subjectId: string, cursor: string | undefined) {
  const subject = await repository.findPerson(ctx.db, subjectId);
  if (!subject || subject.gone) throw new AppError('NOT_FOUND', profileMessages.profileNotFound);
  const beforeId = decodeCursor(cursor, rowIdCursor);
  const rows = await repository.visibleReviewsOf(ctx.db, subjectId, { beforeId, limit: REVIEWS_PAGE_SIZE + 1 });
  const page = rows.slice(0, REVIEWS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    success: true as const,
    rating: await ratingOf(ctx.db, subjectId),
    reviews: page.map(reviewView),
    nextCursor: rows.length > REVIEWS_PAGE_SIZE && last ? encodeCursor(last.id) : null,
  };
}

/** GET /api/reviews/pending: the caller's recent engagements not yet reviewed, newest first ("Rate {name}"). */
export async function pendingReviews(ctx: ReviewsContext, caller: AuthenticatedUser) {
  const engagements = await recentEngagementsOf(ctx.db, caller.id, PENDING_LOOKBACK);
  const reviewed = await repository.reviewedEngagements(
    ctx.db,
    caller.id,
    engagements.map((engagement) => engagement.ref),
  );
  const open = engagements.filter(
    (engagement) => !reviewed.some((done) => done.kind === engagement.kind && done.ref === engagement.ref),
  );
  const people = await repository.findPeople(ctx.db, [...new Set(open.map((engagement) => engagement.otherId))]);
  const reviewable = new Map(
    people.filter((person) => !person.gone && !person.isDemo).map((person) => [person.id, person]),
  );
  const pending: PendingReview[] = [];
  for (const engagement of open) {
    const person = reviewable.get(engagement.otherId);
    if (!person) continue;
    pending.push({
      subjectId: person.id,
      name: person.name,
      userType: person.role,
      engagement: engagement.kind,
      at: engagement.at.toISOString(),
    });
  }
  return { success: true as const, pending };
}
