// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers too).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, readyResponseSchema } from '@kaamsetu/contract';
import type { Database } from '../../db/client.js';

const READY_TIMEOUT_MS = 2_000;

export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { tags: ['health'], response: { 200: healthResponseSchema } } }, async () => ({
      status: 'ok' as const,
    }));

    app.get(
      '/readyz',
      { schema: { tags: ['health'], response: { 200: readyResponseSchema, 503: readyResponseSchema } } },
      async (request, reply) => {
        try {
          await withTimeout(database.ping(), READY_TIMEOUT_MS);
          return { status: 'ready' as const, database: 'up' as const };
        } catch (error) {
          request.log.warn({ err: error }, 'database not ready');
          return reply.status(503).send({ status: 'unavailable', database: 'down' });
        }
      },
    );
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
