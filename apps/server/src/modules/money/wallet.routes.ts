// The people's money API: wallet, history, recharges, payouts and paid contact unlocks.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmRechargeRequestSchema,
  confirmRechargeResponseSchema,
  contactStatusResponseSchema,
  contactViewersResponseSchema,
  createRechargeRequestSchema,
  createRechargeResponseSchema,
  payoutListResponseSchema,
  payoutRequestSchema,
  payoutResponseSchema,
  unlockResponseSchema,
  walletResponseSchema,
  walletTransactionsQuerySchema,
  walletTransactionsResponseSchema,
} from '@kaamsetu/contract';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateUser, signedInUser } from '../auth/authenticate.js';
import * as contacts from './contacts.service.js';
import { requireIdempotencyKey } from '../ledger/idempotency.js';
import type { MoneyContext } from './money-context.js';
import * as wallet from './wallet.service.js';

const security = [{ bearerAuth: [] }];
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });
const profileParams = z.object({ profileId: z.uuid() });

export function walletRoutes(auth: AuthContext, ctx: MoneyContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateUser(auth));

    app.get(
      '/api/wallet',
      {
        schema: {
          tags: ['wallet'],
          security,
          summary: "The caller's Credits and Earnings, in paise",
          response: { 200: walletResponseSchema, ...errorResponses(401) },
        },
      },
      (request) => wallet.balances(ctx, signedInUser(request)),
    );

    app.get(
      '/api/wallet/transactions',
      {
        schema: {
          tags: ['wallet'],
          security,
          summary: "The caller's money history, newest first",
          querystring: walletTransactionsQuerySchema,
          response: { 200: walletTransactionsResponseSchema, ...errorResponses(400, 401) },
        },
      },
      (request) => wallet.transactions(ctx, signedInUser(request).id, request.query.cursor),
    );

    app.post(
      '/api/wallet/recharges',
      {
        schema: {
          tags: ['wallet'],
          security,
          summary: 'Start a recharge: an order at the payment gateway',
          body: createRechargeRequestSchema,
          response: { 200: createRechargeResponseSchema, ...errorResponses(400, 401) },
        },
      },
      (request) => wallet.createRecharge(ctx, signedInUser(request), request.body.amountPaise),
    );

    app.post(
      '/api/wallet/recharges/:orderId/confirm',
      {
        schema: {
          tags: ['wallet'],
          security,
          summary: "Credit a recharge with the checkout's signed payment",
          params: z.object({ orderId: z.string().min(1).max(100) }),
          body: confirmRechargeRequestSchema,
          response: { 200: confirmRechargeResponseSchema, ...errorResponses(400, 401, 404) },
        },
      },
      (request) => wallet.confirmRecharge(ctx, signedInUser(request), request.params.orderId, request.body),
    );

    app.post(
      '/api/wallet/payouts',
      {
        schema: {
          tags: ['wallet'],
          security,
          summary: 'Transfer Earnings to a UPI id (Idempotency-Key header required)',
          headers: idempotencyHeader,
          body: payoutRequestSchema,
          response: { 200: payoutResponseSchema, ...errorResponses(400, 401, 409) },
        },
      },
      (request) =>
        wallet.requestPayout(
          ctx,
          signedInUser(request),
          request.body,
          requireIdempotencyKey(request.headers['idempotency-key']),
        ),
    );

    app.get(
      '/api/wallet/payouts',
      {
        schema: {
          tags: ['wallet'],
          security,
          summary: "The caller's transfers to UPI and their status",
          response: { 200: payoutListResponseSchema, ...errorResponses(401) },
        },
      },
      (request) => wallet.listPayouts(ctx, signedInUser(request)),
    );

    app.get(
      '/api/contacts/viewers',
      {
        schema: {
          tags: ['contacts'],
          security,
          summary: "Employers who paid to see the caller's number",
          response: { 200: contactViewersResponseSchema, ...errorResponses(401) },
        },
      },
      (request) => contacts.contactViewers(ctx, signedInUser(request)),
    );

    app.get(
      '/api/contacts/:profileId',
      {
        schema: {
          tags: ['contacts'],
          security,
          summary: "Whether the caller has unlocked this person's number, and the price",
          params: profileParams,
          response: { 200: contactStatusResponseSchema, ...errorResponses(400, 401, 404) },
        },
      },
      (request) => contacts.contactStatus(ctx, signedInUser(request), request.params.profileId),
    );

    app.post(
      '/api/contacts/:profileId/unlock',
      {
        schema: {
          tags: ['contacts'],
          security,
          summary: "Pay Credits once to see a worker's number (Idempotency-Key header required)",
          params: profileParams,
          headers: idempotencyHeader,
          response: { 200: unlockResponseSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
        },
      },
      (request) =>
        contacts.unlockContact(
          ctx,
          signedInUser(request),
          request.params.profileId,
          requireIdempotencyKey(request.headers['idempotency-key']),
        ),
    );
  };
}
