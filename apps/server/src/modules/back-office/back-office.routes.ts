// The back office API (/api/staff/…) for Employees and Admins. Every route checks the staff role on the
// server; every change is audited in its own transaction (see audit.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityRequestSchema,
  availabilityResponseSchema,
  adminMessages,
  completeProfileRequestSchema,
  incompleteProfilesResponseSchema,
  unplacedProfilesResponseSchema,
  onboardingOtpRequestSchema,
  otpSentResponseSchema,
  onboardingVerifyRequestSchema,
  staffDecisionResponseSchema,
  staffMediationListResponseSchema,
  staffPeopleQuerySchema,
  staffPeopleResponseSchema,
  staffPersonResponseSchema,
  staffPersonUpdateSchema,
  staffReasonSchema,
  staffReportsQuerySchema,
  staffReportsResponseSchema,
  staffTransactionsResponseSchema,
  walletTransactionsQuerySchema,
} from '@kaamsetu/contract';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.js';
import { readMultipartForm } from '../../http/multipart.js';
import { AppError } from '../../lib/errors.js';
import { requestMeta } from '../../lib/request-meta.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateStaff, signedInStaff } from '../auth/authenticate.js';
import { transactions } from '../money/wallet.service.js';
import type { Actor, BackOfficeContext } from './back-office-context.js';
import { completeProfile, listIncompleteProfiles, listUnplacedProfiles } from './incomplete-profiles.service.js';
import * as people from './people.service.js';
import * as requests from './requests.service.js';

const security = [{ bearerAuth: [] }];
const personParams = z.object({ id: z.uuid() });
const numberParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

function actor(request: Parameters<typeof signedInStaff>[0]): Actor {
  const staff = signedInStaff(request);
  return { id: staff.id, role: staff.role };
}

/** A multipart form's text fields through the contract's schema; the first problem is the 400's message. */
function formFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('VALIDATION_FAILED', issue?.message ?? 'Invalid form', { field: issue?.path.join('.') });
  }
  return parsed.data;
}

function requireAdmin(who: Actor): void {
  if (who.role !== 'Admin') throw new AppError('FORBIDDEN', adminMessages.adminOnly);
}

export function backOfficeRoutes(auth: AuthContext, ctx: BackOfficeContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateStaff(auth));

    app.post(
      '/api/staff/people/otp',
      {
        schema: {
          tags: ['staff: people'],
          security,
          summary: "Onboarding step 1: send a code to the person's own mobile (their consent)",
          body: onboardingOtpRequestSchema,
          response: { 200: otpSentResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
        },
      },
      (request) => people.sendOnboardingCode(ctx, request.body, requestMeta(request)),
    );

    app.post(
      '/api/staff/people',
      {
        schema: {
          tags: ['staff: people'],
          security,
          summary: 'Onboarding step 2: the code the person read out; creates their account',
          body: onboardingVerifyRequestSchema,
          response: { 200: staffPersonResponseSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      (request) => people.createPerson(ctx, actor(request), request.body, requestMeta(request)),
    );

    app.get(
      '/api/staff/people',
      {
        schema: {
          tags: ['staff: people'],
          security,
          summary: 'Find people by name, mobile or id (at most 50, newest first)',
          querystring: staffPeopleQuerySchema,
          response: { 200: staffPeopleResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => people.searchPeople(ctx, request.query),
    );

    app.post(
      '/api/staff/people/:id',
      {
        schema: {
          tags: ['staff: people'],
          security,
          summary: "Edit a person's details (a missing field keeps its value)",
          params: personParams,
          body: staffPersonUpdateSchema,
          response: { 200: staffPersonResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) =>
        people.savePersonProfile(ctx, actor(request), request.params.id, { fields: request.body, mode: 'edit' }),
    );

    app.put(
      '/api/staff/people/:id/availability',
      {
        schema: {
          tags: ['staff: people'],
          security,
          summary: 'Mark a worker free today or tomorrow (or take it back), for people onboarded by phone',
          params: personParams,
          body: availabilityRequestSchema,
          response: { 200: availabilityResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => people.setPersonAvailability(ctx, actor(request), request.params.id, request.body.day),
    );

    app.post(
      '/api/staff/people/:id/profile',
      {
        schema: {
          tags: ['staff: people'],
          security,
          summary: 'Onboarding step 3: the profile with a photo (multipart; the photo in `file`)',
          params: personParams,
          consumes: ['multipart/form-data'],
          response: { 200: staffPersonResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => {
        const { fields, file } = await readMultipartForm(request);
        return people.savePersonProfile(ctx, actor(request), request.params.id, {
          fields: formFields(staffPersonUpdateSchema, fields),
          photo: file,
          mode: 'onboard',
        });
      },
    );

    app.get(
      '/api/staff/people/:id/transactions',
      {
        schema: {
          tags: ['staff: people'],
          security,
          summary: "A person's ledger transactions, newest first",
          params: personParams,
          querystring: walletTransactionsQuerySchema,
          response: { 200: staffTransactionsResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const person = await people.findPerson(ctx, ctx.db, request.params.id);
        return { ...(await transactions(ctx, person.id, request.query.cursor)), person };
      },
    );

    app.get(
      '/api/staff/reports',
      {
        schema: {
          tags: ['staff: reports'],
          security,
          summary: 'Open reports (anyone on staff) or escalated ones (Admins)',
          querystring: staffReportsQuerySchema,
          response: { 200: staffReportsResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => {
        if (request.query.status === 'escalated') requireAdmin(actor(request));
        return requests.listReports(ctx, request.query.status);
      },
    );

    for (const action of ['escalate', 'reject', 'block', 'dismiss'] as const) {
      const adminOnly = action === 'block' || action === 'dismiss';
      app.post(
        `/api/staff/reports/:id/${action}`,
        {
          schema: {
            tags: ['staff: reports'],
            security,
            summary: `${action[0]?.toUpperCase()}${action.slice(1)} a report${adminOnly ? ' (Admins; escalated reports)' : ''}`,
            params: numberParams,
            body: staffReasonSchema.nullish(),
            response: { 200: staffDecisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
          },
        },
        (request) => {
          const who = actor(request);
          if (adminOnly) requireAdmin(who);
          return requests.decideReport(ctx, who, { id: request.params.id, action, reason: request.body?.reason ?? '' });
        },
      );
    }

    app.get(
      '/api/staff/mediation-requests',
      {
        schema: {
          tags: ['staff: mediation'],
          security,
          summary: 'Pending Hire Now requests, oldest first',
          response: { 200: staffMediationListResponseSchema, ...errorResponses(401, 403) },
        },
      },
      () => requests.listMediation(ctx),
    );

    for (const action of ['done', 'reject'] as const) {
      app.post(
        `/api/staff/mediation-requests/:id/${action}`,
        {
          schema: {
            tags: ['staff: mediation'],
            security,
            summary: action === 'done' ? 'Labourer contacted: close the request as Done' : 'Reject the request',
            params: numberParams,
            body: staffReasonSchema.nullish(),
            response: { 200: staffDecisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
          },
        },
        (request) =>
          requests.decideMediation(ctx, actor(request), {
            id: request.params.id,
            action,
            reason: request.body?.reason ?? '',
          }),
      );
    }

    app.get(
      '/api/staff/incomplete-profiles',
      {
        schema: {
          tags: ['staff: people'],
          security,
          summary: 'People whose profile is not complete, with what is missing',
          response: { 200: incompleteProfilesResponseSchema, ...errorResponses(401, 403) },
        },
      },
      () => listIncompleteProfiles(ctx),
    );

    app.get(
      '/api/staff/unplaced-profiles',
      {
        schema: {
          tags: ['staff: people'],
          security,
          summary: 'People whose typed location matched no place of the gazetteer (up to 200, latest saved first)',
          response: { 200: unplacedProfilesResponseSchema, ...errorResponses(401, 403) },
        },
      },
      () => listUnplacedProfiles(ctx),
    );

    app.post(
      '/api/staff/incomplete-profiles/:id/complete',
      {
        schema: {
          tags: ['staff: people'],
          security,
          summary: 'Complete a profile for someone (name and location; skills and experience for Labourers)',
          params: personParams,
          body: completeProfileRequestSchema,
          response: { 200: staffDecisionResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { message } = await completeProfile(ctx, actor(request), request.params.id, request.body);
        return { success: true as const, message };
      },
    );

    app.post(
      '/api/staff/incomplete-profiles/:id/complete-with-photo',
      {
        schema: {
          tags: ['staff: people'],
          security,
          summary:
            'Complete a profile for someone, as above, with their photo (multipart; the photo in `file`, optional)',
          params: personParams,
          consumes: ['multipart/form-data'],
          response: { 200: staffPersonResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => {
        const { fields, file } = await readMultipartForm(request);
        const details = formFields(completeProfileRequestSchema, fields);
        return completeProfile(ctx, actor(request), request.params.id, details, file);
      },
    );
  };
}
