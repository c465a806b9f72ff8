// Privacy rights of signed-in people (DPDP Act 2023).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataExportResponseSchema } from '@kaamsetu/contract';
import type { Db } from '../../db/client.js';
import type { MediaStorage } from '../../adapters/storage/media-storage.js';
import { errorResponses } from '../../http/error-responses.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateUser, signedInUser } from '../auth/authenticate.js';
import { exportMyData } from './export.service.js';

export function privacyRoutes(
  auth: AuthContext,
  ctx: { db: Db; clock: Clock; storage: MediaStorage },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateUser(auth));

    app.get(
      '/api/me/export',
      {
        schema: {
          tags: ['privacy'],
          security: [{ bearerAuth: [] }],
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
  };
}
