// Jobs over HTTP: Employers' posts and applicants, workers' nearby feed and applications (person tokens), the
// public job page (no sign-in), and the staff moderation queue and table (staff tokens).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicantDecisionRequestSchema,
  applicantsResponseSchema,
  applicationResponseSchema,
  closeJobRequestSchema,
  editJobRequestSchema,
  jobListResponseSchema,
  jobResponseSchema,
  myApplicationsResponseSchema,
  nearbyJobsQuerySchema,
  postJobRequestSchema,
  postJobResponseSchema,
  reportJobRequestSchema,
  staffDecisionResponseSchema,
  staffJobReasonRequestSchema,
  staffJobsQuerySchema,
  wageHintQuerySchema,
  wageHintResponseSchema,
} from '@kaamsetu/contract';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { isUuid } from '../../lib/ids.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateStaff, authenticateUser, signedInStaff, signedInUser } from '../auth/authenticate.js';
import * as applications from './applications.service.js';
import type { JobsContext } from './jobs-context.js';
import * as jobs from './jobs.service.js';
import * as staffJobs from './staff-jobs.service.js';

const tags = ['jobs'];
const security = [{ bearerAuth: [] }];
const jobParams = z.object({ id: z.uuid() });
const applicantParams = z.object({ id: z.uuid(), workerId: z.uuid() });
const pageQuery = z.object({ cursor: z.string().max(200).optional() });
const mineCursor = z.tuple([z.string().datetime(), z.string().refine(isUuid)]);

export function jobRoutes(auth: AuthContext, ctx: JobsContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateUser(auth));
    const caller = (request: Parameters<typeof signedInUser>[0]) => {
      const user = signedInUser(request);
      return { id: user.id, role: user.role };
    };

    app.post(
      '/api/jobs',
      {
        schema: {
          tags,
          security,
          summary: 'Post a job (Employers): live at once, or held for staff when it looks like a scam',
          body: postJobRequestSchema,
          response: { 201: postJobResponseSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return jobs.postJob(ctx, caller(request), request.body);
      },
    );

    app.get(
      '/api/jobs/mine',
      {
        schema: {
          tags,
          security,
          summary: "The Employer's jobs, newest first, with their applicant counts",
          querystring: pageQuery,
          response: { 200: jobListResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const after = decodeCursor(request.query.cursor, mineCursor);
        const page = await jobs.myJobs(ctx, caller(request), after ? { at: after[0], id: after[1] } : undefined);
        const last = page.rows.at(-1);
        return {
          jobs: page.jobs,
          nextCursor: page.more && last ? encodeCursor([last.created_at.toISOString(), last.id]) : null,
        };
      },
    );

    app.get(
      '/api/jobs/nearby',
      {
        schema: {
          tags,
          security,
          summary: "Open jobs nearest first, from `near` or the worker's own place",
          querystring: nearbyJobsQuerySchema,
          response: { 200: jobListResponseSchema, ...errorResponses(400, 401) },
        },
      },
      (request) => applications.nearbyJobs(ctx, caller(request), request.query),
    );

    // Never taken for a job id by `/api/jobs/:id`: the router prefers a static segment to a parameter.
    app.get(
      '/api/jobs/wage-hint',
      {
        schema: {
          tags,
          security,
          summary: 'What similar jobs paid (25th, 50th, 75th percentile): within 50 km of the place, else India',
          querystring: wageHintQuerySchema,
          response: { 200: wageHintResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => jobs.wageHint(ctx, caller(request), request.query),
    );

    app.get(
      '/api/jobs/:id',
      {
        schema: {
          tags,
          security,
          summary: 'One job (held or rejected ones only to their Employer)',
          params: jobParams,
          response: { 200: jobResponseSchema, ...errorResponses(400, 401, 404) },
        },
      },
      (request) => jobs.getJob(ctx, caller(request), request.params.id),
    );

    app.patch(
      '/api/jobs/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Edit an open or held job (its Employer); the scam guard reads it again',
          params: jobParams,
          body: editJobRequestSchema,
          response: { 200: jobResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => jobs.editJob(ctx, caller(request), request.params.id, request.body),
    );

    app.post(
      '/api/jobs/:id/close',
      {
        schema: {
          tags,
          security,
          summary: 'Close a job: filled or cancelled',
          params: jobParams,
          body: closeJobRequestSchema,
          response: { 200: jobResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => jobs.closeJob(ctx, caller(request), request.params.id, request.body.reason),
    );

    app.post(
      '/api/jobs/:id/apply',
      {
        schema: {
          tags,
          security,
          summary: 'Apply for an open job (workers), once',
          params: jobParams,
          response: { 201: applicationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return applications.apply(ctx, caller(request), request.params.id);
      },
    );

    app.post(
      '/api/jobs/:id/withdraw',
      {
        schema: {
          tags,
          security,
          summary: 'Withdraw an application',
          params: jobParams,
          response: { 200: applicationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => applications.withdraw(ctx, caller(request), request.params.id),
    );

    app.get(
      '/api/me/applications',
      {
        schema: {
          tags,
          security,
          summary: "The worker's applications and their status, newest first",
          response: { 200: myApplicationsResponseSchema, ...errorResponses(401, 403) },
        },
      },
      (request) => applications.myApplications(ctx, caller(request)),
    );

    app.get(
      '/api/jobs/:id/applicants',
      {
        schema: {
          tags,
          security,
          summary: "A job's applicants as cards with rating, badges and distance (its Employer only)",
          params: jobParams,
          response: { 200: applicantsResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => applications.applicants(ctx, caller(request), request.params.id),
    );

    app.post(
      '/api/jobs/:id/applicants/:workerId/decision',
      {
        schema: {
          tags,
          security,
          summary: 'Mark an applicant hired or not hired; the last hire the job needs fills it',
          params: applicantParams,
          body: applicantDecisionRequestSchema,
          response: { 200: applicationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) =>
        applications.decide(ctx, caller(request), request.params.id, request.params.workerId, request.body.hired),
    );

    app.post(
      '/api/jobs/:id/report',
      {
        schema: {
          tags,
          security,
          summary: 'Report a job to staff; it lands in the reports queue',
          params: jobParams,
          body: reportJobRequestSchema,
          response: { 200: staffDecisionResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => applications.reportJob(ctx, caller(request), request.params.id, request.body.reason),
    );
  };
}

export function publicJobRoutes(ctx: JobsContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/public/jobs/:id',
      {
        schema: {
          tags,
          summary: 'A live or closed job for its public page and share previews (no sign-in)',
          params: jobParams,
          response: { 200: jobResponseSchema, ...errorResponses(400, 404) },
        },
      },
      (request) => jobs.publicJob(ctx, request.params.id),
    );
  };
}

export function staffJobRoutes(auth: AuthContext, ctx: JobsContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateStaff(auth));
    const staffTags = ['staff: jobs'];
    const actor = (request: Parameters<typeof signedInStaff>[0]) => {
      const staff = signedInStaff(request);
      return { id: staff.id, role: staff.role };
    };

    app.get(
      '/api/staff/jobs',
      {
        schema: {
          tags: staffTags,
          security,
          summary: 'Jobs by status: `held` is the moderation queue (oldest first); otherwise newest first',
          querystring: staffJobsQuerySchema,
          response: { 200: jobListResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => staffJobs.listJobs(ctx, request.query),
    );

    app.post(
      '/api/staff/jobs/:id/approve',
      {
        schema: {
          tags: staffTags,
          security,
          summary: 'Let a held job go live; nearby workers are told',
          params: jobParams,
          response: { 200: staffDecisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => staffJobs.approveJob(ctx, actor(request), request.params.id),
    );

    app.post(
      '/api/staff/jobs/:id/reject',
      {
        schema: {
          tags: staffTags,
          security,
          summary: 'Refuse a held job, with a reason its Employer reads',
          params: jobParams,
          body: staffJobReasonRequestSchema,
          response: { 200: staffDecisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => staffJobs.rejectJob(ctx, actor(request), request.params.id, request.body.reason),
    );

    app.post(
      '/api/staff/jobs/:id/block-poster',
      {
        schema: {
          tags: staffTags,
          security,
          summary: "Block a job's Employer (Admins) and end their open and held jobs",
          params: jobParams,
          body: staffJobReasonRequestSchema,
          response: { 200: staffDecisionResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => staffJobs.blockPoster(ctx, actor(request), request.params.id, request.body.reason),
    );
  };
}
