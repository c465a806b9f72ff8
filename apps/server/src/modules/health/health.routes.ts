// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers too, and Redis when
// the instance uses it). A load balancer stops sending traffic to an instance that is not ready; the instance
// itself keeps serving what it can and is ready again as soon as they answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { healthResponseSchema, readyResponseSchema } from '@kaamsetu/contract';
import type { Database } from '../../db/client.js';

const READY_TIMEOUT_MS = 2_000;

export function healthRoutes(database: Database, redis: Redis | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { tags: ['health'], response: { 200: healthResponseSchema } } }, async () => ({
      status: 'ok' as const,
    }));

    app.get(
      '/readyz',
      { schema: { tags: ['health'], response: { 200: readyResponseSchema, 503: readyResponseSchema } } },
      async (request, reply) => {
        const [databaseUp, redisUp] = await Promise.all([
          answers(
            () => database.ping(),
            (error) => request.log.warn({ err: error }, 'database not ready'),
          ),
          redis
            ? answers(
                () => redis.ping(),
                (error) => request.log.warn({ err: error }, 'redis not ready'),
              )
            : undefined,
        ]);
        const ready = databaseUp && redisUp !== false;
        return reply.status(ready ? 200 : 503).send({
          status: ready ? 'ready' : 'unavailable',
          database: databaseUp ? 'up' : 'down',
          ...(redisUp === undefined ? {} : { redis: redisUp ? 'up' : 'down' }),
        });
      },
    );
  };
}

async function answers(ping: () => Promise<unknown>, onFailure: (error: unknown) => void): Promise<boolean> {
  try {
    await withTimeout(ping(), READY_TIMEOUT_MS);
    return true;
  } catch (error) {
    onFailure(error);
    return false;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
