// Reviews as people write and read them; staff hide them from staffReviewRoutes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createReviewRequestSchema,
  hideReviewRequestSchema,
  pendingReviewsResponseSchema,
  reportCreatedResponseSchema,
  reviewReplyRequestSchema,
  reviewReportRequestSchema,
  reviewResponseSchema,
  reviewsPageQuerySchema,
  reviewsPageResponseSchema,
  staffDecisionResponseSchema,
  updateReviewRequestSchema,
} from '@kaamsetu/contract';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateStaff, authenticateUser, signedInStaff, signedInUser } from '../auth/authenticate.js';
import type { ReviewsContext } from './reviews-context.js';
import * as reviews from './reviews.service.js';

const tags = ['reviews'];
const security = [{ bearerAuth: [] }];
const reviewParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function reviewRoutes(auth: AuthContext, ctx: ReviewsContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateUser(auth));

    app.post(
      '/api/reviews',
      {
        schema: {
          tags,
          security,
          summary: 'Review someone the caller had an engagement with (an unlock, a Hire Now request marked Done)',
          description:
            'Once per engagement: 403 without one, 409 when every engagement with this person is already reviewed.',
          body: createReviewRequestSchema,
          response: { 201: reviewResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const created = await reviews.createReview(ctx, signedInUser(request), request.body);
        return reply.code(201).send(created);
      },
    );

    app.put(
      '/api/reviews/:id',
      {
        schema: {
          tags,
          security,
          summary: "Change one's own review while it is editable (14 days)",
          params: reviewParams,
          body: updateReviewRequestSchema,
          response: { 200: reviewResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => reviews.updateReview(ctx, signedInUser(request), request.params.id, request.body),
    );

    app.put(
      '/api/reviews/:id/reply',
      {
        schema: {
          tags,
          security,
          summary: 'The person reviewed answers under the review',
          params: reviewParams,
          body: reviewReplyRequestSchema,
          response: { 200: reviewResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => reviews.replyToReview(ctx, signedInUser(request), request.params.id, request.body.text),
    );

    app.post(
      '/api/reviews/:id/report',
      {
        schema: {
          tags,
          security,
          summary: 'Report a review to staff (it joins the reports queue, naming the review)',
          params: reviewParams,
          body: reviewReportRequestSchema,
          response: { 200: reportCreatedResponseSchema, ...errorResponses(400, 401, 404, 409) },
        },
      },
      (request) => reviews.reportReview(ctx, signedInUser(request), request.params.id, request.body.reason),
    );

    app.get(
      '/api/profiles/:id/reviews',
      {
        schema: {
          tags,
          security,
          summary: "A person's visible reviews, newest first, with their rating",
          params: z.object({ id: z.uuid() }),
          querystring: reviewsPageQuerySchema,
          response: { 200: reviewsPageResponseSchema, ...errorResponses(400, 401, 404) },
        },
      },
      (request) => reviews.reviewsOf(ctx, request.params.id, request.query.cursor),
    );

    app.get(
      '/api/reviews/pending',
      {
        schema: {
          tags,
          security,
          summary: 'The caller\'s engagements not reviewed yet, newest first ("Rate {name}")',
          response: { 200: pendingReviewsResponseSchema, ...errorResponses(401) },
        },
      },
      (request) => reviews.pendingReviews(ctx, signedInUser(request)),
    );
  };
}

export function staffReviewRoutes(auth: AuthContext, ctx: ReviewsContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateStaff(auth));

    app.post(
      '/api/staff/reviews/:id/hide',
      {
        schema: {
          tags: ['staff: reviews'],
          security,
          summary: 'Hide a review with a reason (Employees and Admins; audited; the average leaves it out)',
          params: reviewParams,
          body: hideReviewRequestSchema,
          response: { 200: staffDecisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => reviews.hideReview(ctx, signedInStaff(request).id, request.params.id, request.body.reason),
    );
  };
}
