// Work agreements over HTTP: the two people's routes (person tokens) and the staff mediation queue (staff tokens).
// Every write takes an Idempotency-Key; funding is idempotent by itself (the same order comes back).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agreementListQuerySchema,
  agreementListResponseSchema,
  agreementResponseSchema,
  confirmFundingRequestSchema,
  disputeQueueResponseSchema,
  disputeRequestSchema,
  fundAgreementResponseSchema,
  proposeAgreementRequestSchema,
  releaseRequestSchema,
  resolveDisputeRequestSchema,
  workOrderQuerySchema,
} from '@kaamsetu/contract';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateStaff, authenticateUser, signedInStaff, signedInUser } from '../auth/authenticate.js';
import { requireIdempotencyKey } from '../ledger/idempotency.js';
import { readMultipartForm } from '../../http/multipart.js';
import type { AgreementsContext } from './agreements-context.js';
import * as agreements from './agreements.service.js';
import * as staffAgreements from './staff-agreements.service.js';

const tags = ['agreements'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.uuid() });
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });

export function agreementRoutes(auth: AuthContext, ctx: AgreementsContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateUser(auth));
    const caller = (request: Parameters<typeof signedInUser>[0]) => {
      const user = signedInUser(request);
      return { id: user.id, role: user.role };
    };
    const keyOf = (request: { headers: Record<string, string | string[] | undefined> }) =>
      requireIdempotencyKey(request.headers['idempotency-key']);

    app.post(
      '/api/agreements',
      {
        schema: {
          tags,
          security,
          summary: 'Propose a work agreement to a worker you have engaged (Employers)',
          headers: idempotencyHeader,
          body: proposeAgreementRequestSchema,
          response: { 201: agreementResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return agreements.propose(ctx, caller(request), request.body, keyOf(request));
      },
    );

    app.get(
      '/api/agreements',
      {
        schema: {
          tags,
          security,
          summary: "The caller's agreements on one side, newest first, and what is held for their work",
          querystring: agreementListQuerySchema,
          response: { 200: agreementListResponseSchema, ...errorResponses(400, 401) },
        },
      },
      (request) => agreements.listAgreements(ctx, caller(request), request.query),
    );

    app.get(
      '/api/agreements/:id',
      {
        schema: {
          tags,
          security,
          summary: 'One agreement with its timeline (its two people only)',
          params,
          response: { 200: agreementResponseSchema, ...errorResponses(401, 404) },
        },
      },
      (request) => agreements.getAgreement(ctx, caller(request), request.params.id),
    );

    app.get(
      '/api/agreements/:id/work-order.pdf',
      {
        schema: {
          tags,
          security,
          summary: 'The agreement as a PDF work order in a language (default: the caller’s), for its two people',
          params,
          querystring: workOrderQuerySchema,
          response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        const pdf = await agreements.workOrder(
          ctx,
          { id: user.id, role: user.role, language: user.language },
          request.params.id,
          request.query.lang,
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="kaamsetu-work-order-${request.params.id}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );

    app.post(
      '/api/agreements/:id/fund',
      {
        schema: {
          tags,
          security,
          summary: 'The gateway order that pays the wage (and fee) into escrow (the Employer)',
          params,
          response: { 200: fundAgreementResponseSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      (request) => agreements.fund(ctx, caller(request), request.params.id),
    );

    app.post(
      '/api/agreements/:id/fund/confirm',
      {
        schema: {
          tags,
          security,
          summary: 'Confirms the payment from the checkout; the wage is held exactly once',
          params,
          headers: idempotencyHeader,
          body: confirmFundingRequestSchema,
          response: { 200: agreementResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => agreements.confirmFunding(ctx, caller(request), request.params.id, request.body, keyOf(request)),
    );

    const step = (path: string, summary: string, run: typeof agreements.accept) =>
      app.post(
        `/api/agreements/:id/${path}`,
        {
          schema: {
            tags,
            security,
            summary,
            params,
            headers: idempotencyHeader,
            response: { 200: agreementResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
          },
        },
        (request) => run(ctx, caller(request), request.params.id, keyOf(request)),
      );
    step('accept', 'The worker accepts', agreements.accept);
    step('decline', 'The worker declines (anything paid goes back to the Employer)', agreements.decline);
    step(
      'complete',
      'The worker marks the work done (the wage releases by itself after the delay)',
      agreements.complete,
    );
    step(
      'cancel',
      'Cancels: the Employer alone before the worker accepts, both together after, never once the work started',
      agreements.cancel,
    );

    app.post(
      '/api/agreements/:id/release',
      {
        schema: {
          tags,
          security,
          summary: 'The Employer pays the worker all that is held, or part of it',
          params,
          headers: idempotencyHeader,
          // No body at all releases everything held.
          body: releaseRequestSchema.nullish(),
          response: { 200: agreementResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => agreements.release(ctx, caller(request), request.params.id, request.body ?? {}, keyOf(request)),
    );

    app.post(
      '/api/agreements/:id/dispute/photos',
      {
        schema: {
          tags,
          security,
          summary: 'Adds a photo to your side of an open dispute (multipart `file`; at most 3 each)',
          params,
          consumes: ['multipart/form-data'],
          response: { 201: agreementResponseSchema, ...errorResponses(400, 401, 404, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const { file } = await readMultipartForm(request);
        const added = await agreements.addDisputePhoto(ctx, caller(request), request.params.id, file);
        return reply.code(201).send(added);
      },
    );

    app.post(
      '/api/agreements/:id/dispute',
      {
        schema: {
          tags,
          security,
          summary: 'Opens a dispute, or adds the other side’s statement; the held money waits for staff',
          params,
          headers: idempotencyHeader,
          body: disputeRequestSchema,
          response: { 200: agreementResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => agreements.dispute(ctx, caller(request), request.params.id, request.body, keyOf(request)),
    );
  };
}

export function staffAgreementRoutes(auth: AuthContext, ctx: AgreementsContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateStaff(auth));

    app.get(
      '/api/staff/agreements/disputes',
      {
        schema: {
          tags,
          security,
          summary: 'Disputed agreements, oldest first, with both statements',
          response: { 200: disputeQueueResponseSchema, ...errorResponses(401, 403) },
        },
      },
      () => staffAgreements.disputeQueue(ctx),
    );

    app.post(
      '/api/staff/agreements/:id/resolve',
      {
        schema: {
          tags,
          security,
          summary: 'Splits what is held: an Employee proposes, an Admin decides (the two must add up to it)',
          params,
          headers: idempotencyHeader,
          body: resolveDisputeRequestSchema,
          response: { 200: agreementResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => {
        const staff = signedInStaff(request);
        return staffAgreements.resolveDispute(
          ctx,
          { id: staff.id, role: staff.role },
          request.params.id,
          request.body,
          requireIdempotencyKey(request.headers['idempotency-key']),
        );
      },
    );
  };
}
