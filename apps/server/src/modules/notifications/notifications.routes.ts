// A person's notifications: the inbox (newest first, with the unread count), marking it read, and whether
// job SMS come.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markNotificationsReadRequestSchema,
  markNotificationsReadResponseSchema,
  notificationSettingsRequestSchema,
  notificationSettingsResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@kaamsetu/contract';
import { errorResponses } from '../../http/error-responses.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateUser, signedInUser } from '../auth/authenticate.js';
import type { NotificationsContext } from './notifications-context.js';
import * as service from './notifications.service.js';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

export function notificationRoutes(auth: AuthContext, ctx: NotificationsContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateUser(auth));

    app.get(
      '/api/me/notifications',
      {
        schema: {
          tags,
          security,
          summary: "The caller's notifications, newest first, a page at a time, and how many are unread",
          querystring: notificationsQuerySchema,
          response: { 200: notificationsResponseSchema, ...errorResponses(400, 401) },
        },
      },
      (request) => service.inbox(ctx, signedInUser(request), request.query.cursor),
    );

    app.post(
      '/api/me/notifications/read',
      {
        schema: {
          tags,
          security,
          summary: "Mark the caller's notifications up to this id (and all older ones) read",
          body: markNotificationsReadRequestSchema,
          response: { 200: markNotificationsReadResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => service.markRead(ctx, signedInUser(request), request.body.upToId),
    );

    app.get(
      '/api/me/notification-settings',
      {
        schema: {
          tags,
          security,
          summary: 'Whether the caller gets SMS about jobs nearby',
          response: { 200: notificationSettingsResponseSchema, ...errorResponses(401) },
        },
      },
      (request) => service.settings(ctx, signedInUser(request)),
    );

    app.put(
      '/api/me/notification-settings',
      {
        schema: {
          tags,
          security,
          summary: 'Turn SMS about jobs nearby on or off (the inbox still lists them; other SMS always come)',
          body: notificationSettingsRequestSchema,
          response: { 200: notificationSettingsResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => service.saveSettings(ctx, signedInUser(request), request.body.jobSms),
    );
  };
}
