// Starts the real application on a real test database for app.inject() tests.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../../src/app.js';
import type { Config, Env } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.js';
import { TestClock } from './test-clock.js';
import { testConfig } from './test-config.js';

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

export interface TestAppHandle {
  db: TestDatabase;
  config: Config;
  clock: TestClock;
  app: FastifyInstance;
}

/**
 * Gives the surrounding suite a fresh database and a running app with a test clock, closed afterwards.
 * The fields are filled in beforeAll, so read them inside hooks and tests.
 */
export function useTestApp(kind: DatabaseKind = 'pglite', env: Env = {}): TestAppHandle {
  const handle = {} as TestAppHandle;
  beforeAll(async () => {
    handle.db = await createTestDatabase(kind);
    handle.config = testConfig(env);
    handle.clock = new TestClock();
    handle.app = await startTestApp(handle.config, handle.db.database, { clock: handle.clock });
  });
  afterAll(async () => {
    await handle.app.close();
    await handle.db.destroy();
  });
  return handle;
}
