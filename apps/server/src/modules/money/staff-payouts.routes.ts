// Admins settle manual payouts: approve with the bank's UTR, or reject with a reason (Earnings return).
// The back-office screens and the audit trail come with the back-office issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payoutApproveRequestSchema,
  payoutRejectRequestSchema,
  payoutSettledResponseSchema,
  pendingPayoutsResponseSchema,
} from '@kaamsetu/contract';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateStaff, signedInStaff } from '../auth/authenticate.js';
import type { MoneyContext } from './money-context.js';
import { payoutView, pendingPayouts, settlePayout } from './wallet.service.js';

const security = [{ bearerAuth: [] }];
const tags = ['staff: payouts'];
const payoutParams = z.object({ payoutId: z.uuid() });

export function staffPayoutRoutes(auth: AuthContext, ctx: MoneyContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateStaff(auth, ['Admin']));

    app.get(
      '/api/staff/payouts',
      {
        schema: {
          tags,
          security,
          summary: 'Payouts waiting for a decision, oldest first',
          response: {
            200: pendingPayoutsResponseSchema,
            ...errorResponses(401, 403),
          },
        },
      },
      () => pendingPayouts(ctx),
    );

    app.post(
      '/api/staff/payouts/:payoutId/approve',
      {
        schema: {
          tags,
          security,
          summary: 'Mark a payout paid, with the UTR of the bank transfer',
          params: payoutParams,
          body: payoutApproveRequestSchema,
          response: { 200: payoutSettledResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const payout = await settlePayout(ctx, request.params.payoutId, {
          outcome: 'paid',
          utr: request.body.utr,
          staffId: signedInStaff(request).id,
        });
        return { success: true as const, payout: payoutView(payout) };
      },
    );

    app.post(
      '/api/staff/payouts/:payoutId/reject',
      {
        schema: {
          tags,
          security,
          summary: "Reject a payout; the amount returns to the person's Earnings",
          params: payoutParams,
          body: payoutRejectRequestSchema,
          response: { 200: payoutSettledResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const payout = await settlePayout(ctx, request.params.payoutId, {
          outcome: 'rejected',
          reason: request.body.reason,
          staffId: signedInStaff(request).id,
        });
        return { success: true as const, payout: payoutView(payout) };
      },
    );
  };
}
