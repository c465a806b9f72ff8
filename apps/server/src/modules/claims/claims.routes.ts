// Dead numbers, money back: the Employer's claim about a number, and the worker's confirmation by OTP.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  claimStateResponseSchema,
  confirmNumberRequestSchema,
  messageResponseSchema,
  myNumberClaimsResponseSchema,
  openClaimResponseSchema,
  otpSentResponseSchema,
} from '@kaamsetu/contract';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.js';
import { requestMeta } from '../../lib/request-meta.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateUser, signedInUser } from '../auth/authenticate.js';
import type { ClaimsContext } from './claims-context.js';
import * as service from './claims.service.js';

const tags = ['claims'];
const security = [{ bearerAuth: [] }];
const profileParams = z.object({ profileId: z.uuid() });

export function claimRoutes(auth: AuthContext, ctx: ClaimsContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateUser(auth));

    app.get(
      '/api/contacts/unreachable/mine',
      {
        schema: {
          tags,
          security,
          summary: "Employers' claims that the caller's number does not answer, for the caller to confirm it",
          response: { 200: myNumberClaimsResponseSchema, ...errorResponses(401) },
        },
      },
      (request) => service.myNumberClaims(ctx, signedInUser(request)),
    );

    app.post(
      '/api/contacts/unreachable/confirm-number/otp',
      {
        schema: {
          tags,
          security,
          summary: 'Confirm my number, step 1: a code to my own phone (409 when nothing asks for it)',
          response: { 200: otpSentResponseSchema, ...errorResponses(401, 409, 429, 503) },
        },
      },
      (request) => service.sendConfirmationCode(ctx, signedInUser(request), requestMeta(request)),
    );

    app.post(
      '/api/contacts/unreachable/confirm-number/verify',
      {
        schema: {
          tags,
          security,
          summary:
            'Confirm my number, step 2: the code; open claims close with no refund, the profile is back in search',
          body: confirmNumberRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 401, 429) },
        },
      },
      (request) => service.confirmNumber(ctx, signedInUser(request), request.body.otp, requestMeta(request)),
    );

    app.get(
      '/api/contacts/:profileId/unreachable',
      {
        schema: {
          tags,
          security,
          summary: "The caller's claim about this person's number, or until when one may be opened",
          params: profileParams,
          response: { 200: claimStateResponseSchema, ...errorResponses(400, 401) },
        },
      },
      (request) => service.claimState(ctx, signedInUser(request), request.params.profileId),
    );

    app.post(
      '/api/contacts/:profileId/unreachable',
      {
        schema: {
          tags,
          security,
          summary:
            'Report an unlocked number as wrong or not reachable (Employer, within 72 hours of the unlock, capped per month)',
          params: profileParams,
          response: { 201: openClaimResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
        },
      },
      async (request, reply) => {
        const answer = await service.openClaim(
          ctx,
          signedInUser(request),
          request.params.profileId,
          requestMeta(request),
          request.log,
        );
        return reply.code(201).send(answer);
      },
    );
  };
}
