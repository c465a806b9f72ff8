// Privacy rights of signed-in people (DPDP Act 2023): download my data, delete my account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataExportResponseSchema,
  deleteAccountRequestSchema,
  messageResponseSchema,
  otpSentResponseSchema,
} from '@kaamsetu/contract';
import { errorResponses } from '../../http/error-responses.js';
import { requestMeta } from '../../lib/request-meta.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateUser, signedInUser } from '../auth/authenticate.js';
import { deleteAccount, sendDeletionCode } from './account-deletion.service.js';
import { exportMyData } from './export.service.js';
import type { PrivacyContext } from './privacy-context.js';

const tags = ['privacy'];
const security = [{ bearerAuth: [] }];

export function privacyRoutes(auth: AuthContext, ctx: PrivacyContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateUser(auth));

    app.get(
      '/api/me/export',
      {
        schema: {
          tags,
          security,
          summary: 'Everything stored about the caller, as JSON (Download my data)',
          response: { 200: dataExportResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('content-disposition', 'attachment; filename="kaamsetu-my-data.json"');
        reply.header('cache-control', 'no-store');
        return exportMyData(ctx, signedInUser(request).id);
      },
    );

    app.post(
      '/api/me/delete/otp',
      {
        schema: {
          tags,
          security,
          summary: 'Delete my account, step 1: a code to my own phone',
          response: { 200: otpSentResponseSchema, ...errorResponses(401, 403, 429, 503) },
        },
      },
      (request) => sendDeletionCode(ctx, signedInUser(request), requestMeta(request)),
    );

    app.post(
      '/api/me/delete',
      {
        schema: {
          tags,
          security,
          summary: 'Delete my account, step 2: the code; erases my personal data and ends every session',
          body: deleteAccountRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      (request) => deleteAccount(ctx, signedInUser(request), request.body.otp, requestMeta(request), request.log),
    );
  };
}
