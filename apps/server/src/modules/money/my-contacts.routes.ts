// GET /api/me/contacts: the calling Employer's paid-for numbers (issue 21).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myContactsQuerySchema, myContactsResponseSchema } from '@kaamsetu/contract';
import { errorResponses } from '../../http/error-responses.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateUser, signedInUser } from '../auth/authenticate.js';
import type { MoneyContext } from './money-context.js';
import { myContacts } from './my-contacts.service.js';

export function myContactsRoutes(auth: AuthContext, ctx: MoneyContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateUser(auth));

    app.get(
      '/api/me/contacts',
      {
        schema: {
          tags: ['contacts'],
          security: [{ bearerAuth: [] }],
          summary: 'The workers whose numbers the calling Employer paid for, newest first, a page at a time',
          querystring: myContactsQuerySchema,
          response: { 200: myContactsResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => myContacts(ctx, signedInUser(request), request.query.cursor),
    );
  };
}
