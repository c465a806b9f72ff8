// Starts the real application on a real test database for app.inject() tests.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../../src/app.js';
import type { Config, Env } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { createTestDatabase, databaseKinds, type DatabaseKind, type TestDatabase } from './databases.js';
import { testRedisUrl } from './services.js';
import { TestClock } from './test-clock.js';
import { testConfig } from './test-config.js';
import { createTestRedis, type TestRedis } from './test-redis.js';

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
  /** With `{ redis: true }`: the app's Redis, under keys of its own. */
  redis?: TestRedis;
}

/**
 * Gives the surrounding suite a fresh database and a running app with a test clock, closed afterwards;
 * with `redis`, the app also uses the test Redis (TEST_REDIS_URL). The fields are filled in beforeAll, so
 * read them inside hooks and tests.
 */
export function useTestApp(
  kind: DatabaseKind = 'pglite',
  env: Env = {},
  options: { redis?: boolean } = {},
): TestAppHandle {
  const handle = {} as TestAppHandle;
  beforeAll(async () => {
    handle.db = await createTestDatabase(kind);
    handle.config = testConfig(env);
    handle.clock = new TestClock();
    if (options.redis) handle.redis = createTestRedis();
    handle.app = await startTestApp(handle.config, handle.db.database, {
      clock: handle.clock,
      redis: handle.redis?.client,
    });
  });
  afterAll(async () => {
    await handle.app.close();
    await handle.redis?.destroy();
    await handle.db.destroy();
  });
  return handle;
}

const serverKind: DatabaseKind = databaseKinds.includes('postgres') ? 'postgres' : 'pglite';
/**
 * Where sign-in limits are kept: in each kind of database, and in Redis (beside PostgreSQL when there is one)
 * when TEST_REDIS_URL is set.
 */
export const limitStores: { name: string; kind: DatabaseKind; redis: boolean }[] = [
  ...databaseKinds.map((kind) => ({ name: kind, kind, redis: false })),
  ...(testRedisUrl ? [{ name: `${serverKind} with Redis`, kind: serverKind, redis: true }] : []),
];
