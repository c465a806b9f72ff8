// Starts the real application on a real test database for app.inject() tests.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';

export async function startTestApp(
  config: Config,
  database: Database,
  options: { redis?: Redis; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<FastifyInstance> {
  const app = await buildApp(config, { database, redis: options.redis });
  options.beforeReady?.(app);
  await app.ready();
  return app;
}
