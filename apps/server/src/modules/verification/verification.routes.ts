// Verified badges over HTTP: a person's own state and an Employer's GSTIN (/api/verification/…), and the staff
// side (/api/staff/…) where Employees and Admins record or revoke ID checks and decide GSTINs. People's tokens
// are refused on the staff routes, so nobody can grant a badge to themselves.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gstinRequestSchema,
  gstinSubmittedResponseSchema,
  idCheckRequestSchema,
  staffBusinessesQuerySchema,
  staffBusinessesResponseSchema,
  staffVerificationResponseSchema,
  verificationMeResponseSchema,
  verificationReasonSchema,
} from '@kaamsetu/contract';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateStaff, authenticateUser, signedInStaff, signedInUser } from '../auth/authenticate.js';
import * as verification from './verification.service.js';
import type { StaffActor, VerificationContext } from './verification-context.js';

const security = [{ bearerAuth: [] }];
const personParams = z.object({ id: z.uuid() });

function actor(request: Parameters<typeof signedInStaff>[0]): StaffActor {
  const staff = signedInStaff(request);
  return { id: staff.id, phone: staff.phone };
}

export function verificationRoutes(auth: AuthContext, ctx: VerificationContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateUser(auth));

    app.get(
      '/api/verification/me',
      {
        schema: {
          tags: ['verification'],
          security,
          summary: "The caller's badges: mobile verified, ID check (type, how, when) and GSTIN status",
          response: { 200: verificationMeResponseSchema, ...errorResponses(401) },
        },
      },
      (request) => verification.ownVerification(ctx, signedInUser(request)),
    );

    app.put(
      '/api/verification/gstin',
      {
        schema: {
          tags: ['verification'],
          security,
          summary: "An Employer's GSTIN (format and check digit checked), to be confirmed by staff",
          body: gstinRequestSchema,
          response: { 200: gstinSubmittedResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => verification.submitGstin(ctx, signedInUser(request), request.body.gstin),
    );
  };
}

export function staffVerificationRoutes(auth: AuthContext, ctx: VerificationContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateStaff(auth));
    const tags = ['staff: verification'];

    app.get(
      '/api/staff/people/:id/verification',
      {
        schema: {
          tags,
          security,
          summary: "A person's ID check (with who checked) and GSTIN",
          params: personParams,
          response: { 200: staffVerificationResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => verification.staffView(ctx, request.params.id),
    );

    app.post(
      '/api/staff/people/:id/id-check',
      {
        schema: {
          tags,
          security,
          summary: 'Record that you saw an identity document (type and last 4 characters only)',
          params: personParams,
          body: idCheckRequestSchema,
          response: { 200: staffVerificationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => verification.recordIdCheck(ctx, actor(request), request.params.id, request.body),
    );

    app.post(
      '/api/staff/people/:id/id-check/revoke',
      {
        schema: {
          tags,
          security,
          summary: "Revoke a person's ID check, with the reason",
          params: personParams,
          body: verificationReasonSchema,
          response: { 200: staffVerificationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => verification.revokeIdCheck(ctx, actor(request), request.params.id, request.body.reason),
    );

    app.post(
      '/api/staff/people/:id/business/verify',
      {
        schema: {
          tags,
          security,
          summary: "Confirm an Employer's waiting GSTIN: they get the Verified business badge",
          params: personParams,
          response: { 200: staffVerificationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => verification.decideBusiness(ctx, actor(request), request.params.id, { verified: true }),
    );

    app.post(
      '/api/staff/people/:id/business/refuse',
      {
        schema: {
          tags,
          security,
          summary: "Refuse an Employer's GSTIN (waiting or confirmed), with the reason they will read",
          params: personParams,
          body: verificationReasonSchema,
          response: { 200: staffVerificationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) =>
        verification.decideBusiness(ctx, actor(request), request.params.id, {
          verified: false,
          reason: request.body.reason,
        }),
    );

    app.get(
      '/api/staff/verification/businesses',
      {
        schema: {
          tags,
          security,
          summary: 'GSTINs by status: waiting for a check (oldest first), or decided (newest first)',
          querystring: staffBusinessesQuerySchema,
          response: { 200: staffBusinessesResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => verification.listBusinesses(ctx, request.query.status),
    );
  };
}
