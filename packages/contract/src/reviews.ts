// Reviews both ways: an Employer rates a worker, a worker rates an Employer, only after a real engagement
// between them (an unlock, a Hire Now request marked Done, later a hire for a job). Once per engagement;
// editable for REVIEW_EDIT_DAYS, then fixed.
import { z } from 'zod';
import { ratingSchema } from './trust.js';
import { userTypeSchema } from './auth.js';
import {
  REVIEW_TEXT_MAX,
  reviewMessages,
  workerReviewTags,
  employerReviewTags,
  engagementKinds,
} from './reviews-rules.js';

export const reviewTagSchema = z.enum([...workerReviewTags, ...employerReviewTags]);
export type ReviewTag = z.infer<typeof reviewTagSchema>;

export const engagementKindSchema = z.enum(engagementKinds);
export type EngagementKind = z.infer<typeof engagementKindSchema>;

const starsSchema = z.coerce
  .number(reviewMessages.starsInvalid)
  .int(reviewMessages.starsInvalid)
  .min(1, reviewMessages.starsInvalid)
  .max(5, reviewMessages.starsInvalid);
const reviewTextSchema = z.string().trim().max(REVIEW_TEXT_MAX, reviewMessages.textTooLong);
const tagsSchema = z
  .array(reviewTagSchema)
  .max(4)
  .transform((tags) => [...new Set(tags)]);

/** POST /api/reviews → 201 {success, message, review}; 403 without an engagement; 409 when already reviewed. */
export const createReviewRequestSchema = z.object({
  subjectId: z.uuid(),
  stars: starsSchema,
  text: reviewTextSchema.optional().default(''),
  tags: tagsSchema.optional().default([]),
});
export type CreateReviewRequest = z.input<typeof createReviewRequestSchema>;

/** PUT /api/reviews/{id}: the author, within the edit window. */
export const updateReviewRequestSchema = z.object({
  stars: starsSchema,
  text: reviewTextSchema.optional().default(''),
  tags: tagsSchema.optional().default([]),
});
export type UpdateReviewRequest = z.input<typeof updateReviewRequestSchema>;

/** PUT /api/reviews/{id}/reply: the person reviewed answers once (and may change it). */
export const reviewReplyRequestSchema = z.object({ text: reviewTextSchema.min(1) });
export type ReviewReplyRequest = z.input<typeof reviewReplyRequestSchema>;

/** POST /api/reviews/{id}/report: either side; lands in the staff reports queue. */
export const reviewReportRequestSchema = z.object({ reason: z.string().trim().min(3).max(200) });
export type ReviewReportRequest = z.input<typeof reviewReportRequestSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  author: z.object({ id: z.string(), name: z.string(), userType: userTypeSchema }),
  subjectId: z.string(),
  engagement: engagementKindSchema,
  stars: z.number().int().min(1).max(5),
  text: z.string(),
  tags: z.array(reviewTagSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Until when the author may still edit it (ISO time). */
  editableUntil: z.string(),
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewResponseSchema = z.object({ success: z.literal(true), message: z.string(), review: reviewSchema });
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** GET /api/profiles/{id}/reviews?cursor=: visible reviews about the person, newest first. */
export const reviewsPageQuerySchema = z.object({ cursor: z.string().max(100).optional() });
export type ReviewsPageQuery = z.input<typeof reviewsPageQuerySchema>;
export const reviewsPageResponseSchema = z.object({
  success: z.literal(true),
  rating: ratingSchema,
  reviews: z.array(reviewSchema),
  nextCursor: z.string().nullable(),
});
export type ReviewsPageResponse = z.infer<typeof reviewsPageResponseSchema>;

/** GET /api/reviews/pending: engagements the caller has not reviewed yet ("Rate {name}"), newest first. */
export const pendingReviewSchema = z.object({
  subjectId: z.string(),
  name: z.string(),
  userType: userTypeSchema,
  engagement: engagementKindSchema,
  at: z.string(),
});
export type PendingReview = z.infer<typeof pendingReviewSchema>;
export const pendingReviewsResponseSchema = z.object({
  success: z.literal(true),
  pending: z.array(pendingReviewSchema),
});
export type PendingReviewsResponse = z.infer<typeof pendingReviewsResponseSchema>;

/** POST /api/staff/reviews/{id}/hide: staff hide a review with a reason (audited; the average leaves it out). */
export const hideReviewRequestSchema = z.object({ reason: z.string().trim().min(3).max(300) });
export type HideReviewRequest = z.input<typeof hideReviewRequestSchema>;
