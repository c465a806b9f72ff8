// Hire Now (mediation requests) and Report Profile, filed by signed-in people.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mediationCreatedResponseSchema,
  mediationListResponseSchema,
  mediationRequestSchema,
  reportCreatedResponseSchema,
  reportRequestSchema,
} from '@kaamsetu/contract';
import type { Db } from '../../db/client.js';
import { errorResponses } from '../../http/error-responses.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateUser, signedInUser } from '../auth/authenticate.js';
import type { NotifyDeps } from '../notifications/notifications-context.js';
import * as requests from './requests.service.js';

const security = [{ bearerAuth: [] }];

export function requestRoutes(auth: AuthContext, db: Db, notifications: NotifyDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateUser(auth));

    app.post(
      '/api/mediation-requests',
      {
        schema: {
          tags: ['requests'],
          security,
          summary: 'Hire Now: ask staff to contact a labourer for the caller (Employers)',
          body: mediationRequestSchema,
          response: { 200: mediationCreatedResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => requests.requestMediation(db, notifications, signedInUser(request), request.body),
    );

    app.get(
      '/api/mediation-requests',
      {
        schema: {
          tags: ['requests'],
          security,
          summary: "The caller's mediation requests (as employer or labourer), newest first",
          response: { 200: mediationListResponseSchema, ...errorResponses(401) },
        },
      },
      (request) => requests.listMediation(db, signedInUser(request)),
    );

    app.post(
      '/api/reports',
      {
        schema: {
          tags: ['requests'],
          security,
          summary: 'Report a profile to staff (one open report per reporter and profile)',
          body: reportRequestSchema,
          response: { 200: reportCreatedResponseSchema, ...errorResponses(400, 401, 404, 409) },
        },
      },
      (request) => requests.fileReport(db, signedInUser(request), request.body),
    );
  };
}
