// Starts the real application on a real test database for app.inject() tests.
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';

export async function startTestApp(
  config: Config,
  database: Database,
  options: Omit<AppDeps, 'database'> & { beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<FastifyInstance> {
  const { beforeReady, ...deps } = options;
  const app = await buildApp(config, { database, ...deps });
  beforeReady?.(app);
  await app.ready();
  return app;
}
