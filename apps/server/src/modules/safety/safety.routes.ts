// Scam reports, the public number check and due process over HTTP: people's routes, the public number check,
// and the staff routes (/api/staff/…, staff tokens only; suspensions and their appeals need an Admin).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appealFiledResponseSchema,
  appealRequestSchema,
  moneyDemandReportRequestSchema,
  moneyDemandReportResponseSchema,
  numberCheckQuerySchema,
  numberCheckResponseSchema,
  safetyReasonSchema,
  staffAppealsResponseSchema,
  staffDecisionResponseSchema,
  standingResponseSchema,
} from '@kaamsetu/contract';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.js';
import { AppError } from '../../lib/errors.js';
import { requestMeta } from '../../lib/request-meta.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateStaff, authenticateUser, signedInStaff, signedInUser } from '../auth/authenticate.js';
import * as dueProcess from './due-process.service.js';
import { reportMoneyDemand } from './money-demand.service.js';
import { checkNumber } from './number-check.service.js';
import type { SafetyContext } from './safety-context.js';

const security = [{ bearerAuth: [] }];
const personParams = z.object({ id: z.uuid() });
const numberParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function numberCheckRoutes(ctx: SafetyContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/number-check',
      {
        schema: {
          tags: ['safety'],
          summary: 'Does this number belong to a KaamSetu Employer? Only the name and badges (throttled per address)',
          querystring: numberCheckQuerySchema,
          response: { 200: numberCheckResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request, reply) => {
        try {
          return await checkNumber(ctx, request.query.mobile, requestMeta(request).ip);
        } catch (error) {
          // Like the API-wide limit, a refused check says when to come back.
          const details =
            error instanceof AppError ? (error.details as { retryAfterSeconds?: number } | undefined) : undefined;
          if (details?.retryAfterSeconds) reply.header('retry-after', String(details.retryAfterSeconds));
          throw error;
        }
      },
    );
  };
}

export function safetyRoutes(auth: AuthContext, ctx: SafetyContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateUser(auth));

    app.post(
      '/api/reports/money-demand',
      {
        schema: {
          tags: ['safety'],
          security,
          summary:
            '"Asked me for money": a worker reports an Employer; pauses their unlocks if they contacted the worker',
          body: moneyDemandReportRequestSchema,
          response: { 200: moneyDemandReportResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => reportMoneyDemand(ctx, signedInUser(request), request.body),
    );

    app.get(
      '/api/safety/standing',
      {
        schema: {
          tags: ['safety'],
          security,
          summary: "The caller's warning or suspension in force, with its reason and appeal window",
          response: { 200: standingResponseSchema, ...errorResponses(401) },
        },
      },
      (request) => dueProcess.standing(ctx, signedInUser(request)),
    );

    app.post(
      '/api/appeals',
      {
        schema: {
          tags: ['safety'],
          security,
          summary: 'Appeal the warning or suspension in force (once, within 7 days of it)',
          body: appealRequestSchema,
          response: { 201: appealFiledResponseSchema, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (request, reply) => {
        const answer = await dueProcess.fileAppeal(ctx, signedInUser(request), request.body);
        return reply.status(201).send(answer);
      },
    );
  };
}

function staffActor(request: Parameters<typeof signedInStaff>[0]): dueProcess.StaffActor {
  const staff = signedInStaff(request);
  return { id: staff.id, role: staff.role };
}

export function staffSafetyRoutes(auth: AuthContext, ctx: SafetyContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateStaff(auth));

    for (const outcome of ['warn', 'suspend', 'clear'] as const) {
      app.post(
        `/api/staff/reports/:id/${outcome}`,
        {
          schema: {
            tags: ['staff: reports'],
            security,
            summary: {
              warn: 'Close a report with a warning to the reported person',
              suspend: 'Close a report by suspending the reported person (Admins; needs a warning first)',
              clear: 'Close a report as unfounded (ends a money-demand freeze)',
            }[outcome],
            params: numberParams,
            body: safetyReasonSchema,
            response: { 200: staffDecisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
          },
        },
        (request) =>
          dueProcess.decideReport(ctx, staffActor(request), {
            id: request.params.id,
            outcome,
            reason: request.body.reason,
          }),
      );
    }

    for (const kind of ['warning', 'suspension'] as const) {
      const action = kind === 'warning' ? 'warn' : 'suspend';
      app.post(
        `/api/staff/people/:id/${action}`,
        {
          schema: {
            tags: ['staff: people'],
            security,
            summary:
              kind === 'warning'
                ? 'Warn a person (shown to them with the reason)'
                : 'Suspend a person who was warned (Admins)',
            params: personParams,
            body: safetyReasonSchema,
            response: { 200: staffDecisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
          },
        },
        (request) =>
          dueProcess.sanctionPerson(ctx, staffActor(request), {
            personId: request.params.id,
            kind,
            reason: request.body.reason,
          }),
      );
    }

    app.get(
      '/api/staff/appeals',
      {
        schema: {
          tags: ['staff: appeals'],
          security,
          summary: 'Appeals against warnings and suspensions waiting for a decision, oldest first',
          response: { 200: staffAppealsResponseSchema, ...errorResponses(401, 403) },
        },
      },
      () => dueProcess.listAppeals(ctx),
    );

    for (const decision of ['uphold', 'lift'] as const) {
      app.post(
        `/api/staff/appeals/:id/${decision}`,
        {
          schema: {
            tags: ['staff: appeals'],
            security,
            summary:
              decision === 'uphold'
                ? 'Keep the warning or suspension (Admins for suspensions)'
                : 'Lift the warning or suspension (Admins for suspensions)',
            params: numberParams,
            body: safetyReasonSchema,
            response: { 200: staffDecisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
          },
        },
        (request) =>
          dueProcess.decideAppeal(ctx, staffActor(request), {
            id: request.params.id,
            decision,
            reason: request.body.reason,
          }),
      );
    }
  };
}
