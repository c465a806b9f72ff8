// Admin-only back office API (/api/staff/admin/…): an Employee's token gets 403 on every route here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addEmployeeRequestSchema,
  adminAgreementsResponseSchema,
  adminMediationResponseSchema,
  adminPeopleAddedQuerySchema,
  adminPeopleAddedResponseSchema,
  adminTableQuerySchema,
  adminTransactionsResponseSchema,
  adminWalletsResponseSchema,
  analyticsResponseSchema,
  auditResponseSchema,
  incompleteTransactionsResponseSchema,
  staffDecisionResponseSchema,
  staffMemberResponseSchema,
  staffMembersResponseSchema,
  staffReasonSchema,
  updateEmployeeRequestSchema,
  walletAdjustmentRequestSchema,
  walletAdjustmentResponseSchema,
} from '@kaamsetu/contract';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateStaff, signedInStaff } from '../auth/authenticate.js';
import { requireIdempotencyKey } from '../ledger/idempotency.js';
import * as admin from './admin.service.js';
import * as tables from './admin-tables.service.js';
import type { Actor, BackOfficeContext } from './back-office-context.js';

const security = [{ bearerAuth: [] }];
const tags = ['staff: admin'];
const idParams = z.object({ id: z.uuid() });

function actor(request: Parameters<typeof signedInStaff>[0]): Actor {
  const staff = signedInStaff(request);
  return { id: staff.id, role: staff.role };
}

export function adminRoutes(auth: AuthContext, ctx: BackOfficeContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateStaff(auth, ['Admin']));
    const schema = <T extends object>(summary: string, extra: T) => ({ tags, security, summary, ...extra });

    app.get(
      '/api/staff/admin/analytics',
      {
        schema: schema('Live counts for the Admin dashboard', {
          response: { 200: analyticsResponseSchema, ...errorResponses(401, 403) },
        }),
      },
      () => admin.analytics(ctx),
    );

    app.get(
      '/api/staff/admin/employees',
      {
        schema: schema('Staff accounts', {
          response: { 200: staffMembersResponseSchema, ...errorResponses(401, 403) },
        }),
      },
      () => admin.listStaff(ctx),
    );
    app.post(
      '/api/staff/admin/employees',
      {
        schema: schema('Add Employee (they sign in with the user id it answers and a code to their mobile)', {
          body: addEmployeeRequestSchema,
          response: { 200: staffMemberResponseSchema, ...errorResponses(400, 401, 403, 409) },
        }),
      },
      (request) => admin.addEmployee(ctx, actor(request), request.body),
    );
    app.post(
      '/api/staff/admin/employees/:id',
      {
        schema: schema('Modify Employee (deactivating ends their sessions)', {
          params: idParams,
          body: updateEmployeeRequestSchema,
          response: { 200: staffMemberResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        }),
      },
      (request) => admin.updateEmployee(ctx, actor(request), request.params.id, request.body),
    );

    app.get(
      '/api/staff/admin/wallets',
      {
        schema: schema('Find wallets by name, mobile or id', {
          querystring: z.object({ q: z.string().trim().max(100).optional().default('') }),
          response: { 200: adminWalletsResponseSchema, ...errorResponses(400, 401, 403) },
        }),
      },
      (request) => admin.findWallets(ctx, request.query.q),
    );
    app.post(
      '/api/staff/admin/wallets/:id/adjust',
      {
        schema: schema('Add or deduct whole Credits with a reason (Idempotency-Key header required)', {
          params: idParams,
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          body: walletAdjustmentRequestSchema,
          response: { 200: walletAdjustmentResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        }),
      },
      (request) =>
        admin.adjustWallet(
          ctx,
          actor(request),
          request.params.id,
          request.body,
          requireIdempotencyKey(request.headers['idempotency-key']),
        ),
    );

    for (const blocked of [true, false]) {
      app.post(
        `/api/staff/admin/people/:id/${blocked ? 'block' : 'unblock'}`,
        {
          schema: schema(blocked ? 'Block a person: no sign-in, no search, sessions end' : 'Unblock a person', {
            params: idParams,
            body: staffReasonSchema.nullish(),
            response: { 200: staffDecisionResponseSchema, ...errorResponses(400, 401, 403, 404) },
          }),
        },
        (request) => admin.blockPerson(ctx, actor(request), request.params.id, blocked, request.body?.reason ?? ''),
      );
    }

    app.get(
      '/api/staff/admin/transactions',
      {
        schema: schema('All transactions, newest first (search, date range, paging)', {
          querystring: adminTableQuerySchema,
          response: { 200: adminTransactionsResponseSchema, ...errorResponses(400, 401, 403) },
        }),
      },
      (request) => tables.allTransactions(ctx, request.query),
    );
    app.get(
      '/api/staff/admin/mediation-requests',
      {
        schema: schema('All mediation requests, newest first', {
          querystring: adminTableQuerySchema,
          response: { 200: adminMediationResponseSchema, ...errorResponses(400, 401, 403) },
        }),
      },
      (request) => tables.allMediation(ctx, request.query),
    );
    app.get(
      '/api/staff/admin/agreements',
      {
        schema: schema('Work agreements by the day they were proposed, newest first', {
          querystring: adminTableQuerySchema,
          response: { 200: adminAgreementsResponseSchema, ...errorResponses(400, 401, 403) },
        }),
      },
      (request) => tables.allAgreements(ctx, request.query),
    );
    app.get(
      '/api/staff/admin/people-added',
      {
        schema: schema('Labourers or Employers added by staff, newest first', {
          querystring: adminPeopleAddedQuerySchema,
          response: { 200: adminPeopleAddedResponseSchema, ...errorResponses(400, 401, 403) },
        }),
      },
      (request) => tables.peopleAdded(ctx, request.query),
    );
    app.get(
      '/api/staff/admin/incomplete-transactions',
      {
        schema: schema('Recharges never confirmed and payouts not yet settled', {
          response: { 200: incompleteTransactionsResponseSchema, ...errorResponses(401, 403) },
        }),
      },
      () => tables.incompleteTransactions(ctx),
    );
    app.get(
      '/api/staff/admin/audit',
      {
        schema: schema('The staff audit trail, newest first', {
          querystring: z.object({ cursor: z.string().max(40).optional() }),
          response: { 200: auditResponseSchema, ...errorResponses(400, 401, 403) },
        }),
      },
      (request) => tables.auditTrail(ctx, request.query.cursor),
    );
  };
}
