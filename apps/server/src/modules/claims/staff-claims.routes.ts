// The staff queue of dead-number claims, with refund and reject (audited).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffClaimDecisionResponseSchema,
  staffClaimRefundRequestSchema,
  staffClaimRejectRequestSchema,
  staffClaimsQuerySchema,
  staffClaimsResponseSchema,
} from '@kaamsetu/contract';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateStaff, signedInStaff } from '../auth/authenticate.js';
import type { ClaimsContext } from './claims-context.js';
import { listClaims, refundByStaff, rejectByStaff } from './staff-claims.service.js';

const tags = ['staff: claims'];
const security = [{ bearerAuth: [] }];
const claimParams = z.object({ claimId: z.uuid() });

export function staffClaimRoutes(auth: AuthContext, ctx: ClaimsContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateStaff(auth));

    app.get(
      '/api/staff/claims',
      {
        schema: {
          tags,
          security,
          summary: 'Dead-number claims in one state: open ones by deadline, decided ones newest first',
          querystring: staffClaimsQuerySchema,
          response: { 200: staffClaimsResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => listClaims(ctx, request.query.status),
    );

    app.post(
      '/api/staff/claims/:claimId/refund',
      {
        schema: {
          tags,
          security,
          summary: "Agree the number is dead: the Employer's price back in Credits, the worker's share reversed",
          params: claimParams,
          body: staffClaimRefundRequestSchema,
          response: { 200: staffClaimDecisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => refundByStaff(ctx, signedInStaff(request), request.params.claimId, request.body.reason),
    );

    app.post(
      '/api/staff/claims/:claimId/reject',
      {
        schema: {
          tags,
          security,
          summary: 'Reject a claim with a reason: no refund, and the profile is back in search',
          params: claimParams,
          body: staffClaimRejectRequestSchema,
          response: { 200: staffClaimDecisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => rejectByStaff(ctx, signedInStaff(request), request.params.claimId, request.body.reason),
    );
  };
}
