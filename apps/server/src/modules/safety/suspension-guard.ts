// A suspended person may still sign in, read, see why and appeal; any other change they try is refused with
// the reason. One root hook (preHandler, so after each route's own authentication), registered by app.ts
// before the routes; it reads the database only for people's writes, never for searches or reads.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safetyMessage } from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { activeSuspension } from './safety.repository.js';

/** What a suspended person may still do: appeal, leave, and the privacy rights (their data, deleting it). */
const allowedWhileSuspended = new Set([
  '/api/appeals',
  '/api/users/logout',
  '/api/me/language',
  '/api/me/delete/otp',
  '/api/me/delete',
]);

function isGuarded(request: FastifyRequest): boolean {
  if (!request.user) return false;
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  return !allowedWhileSuspended.has(request.routeOptions.url ?? '');
}

export function registerSuspensionGuard(app: FastifyInstance, db: Executor): void {
  app.addHook('preHandler', async (request) => {
    if (!isGuarded(request) || !request.user) return;
    const suspension = await activeSuspension(db, request.user.id);
    if (suspension) {
      throw new AppError('FORBIDDEN', safetyMessage('accountSuspended', { reason: suspension.reason }), {
        reason: 'suspended',
      });
    }
  });
}
