// Redis going away and coming back: /readyz says so (503, then 200 again), and meanwhile people are still
// served (searches do the work instead of reading kept answers; rate limits fail open). Redis sits behind a
// loopback proxy that the test closes and reopens, so the shared Redis itself is never stopped.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { signUp } from '../../../test/support/auth-flows.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/databases.js';
import { testRedisUrl } from '../../../test/support/services.js';
import { eventually } from '../../../test/support/eventually.js';
import { TcpProxy } from '../../../test/support/tcp-proxy.js';
import { startTestApp } from '../../../test/support/test-app.js';
import { testConfig } from '../../../test/support/test-config.js';

describe.runIf(testRedisUrl)('Redis outage', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let redis: Redis;
  let proxy: TcpProxy;
  let config: Config;

  beforeAll(async () => {
    const target = new URL(testRedisUrl as string);
    proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
    await proxy.open();
    redis = new Redis(proxy.port, '127.0.0.1', {
      // Keys of its own: the login code counters in the same Redis are not shared with other suites or runs.
      keyPrefix: `kaamsetu-test-${randomBytes(6).toString('hex')}:`,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: () => 100,
    });
    redis.on('error', () => undefined);
    testDb = await createTestDatabase('pglite');
    config = testConfig({ SEARCH_CACHE_SECONDS: '30' });
    app = await startTestApp(config, testDb.database, { redis });
  });
  afterAll(async () => {
    await app.close();
    redis.disconnect();
    await proxy.cut().catch(() => undefined);
    await testDb.destroy();
  });

  const ready = () => app.inject({ method: 'GET', url: '/readyz' });

  it('is not ready while Redis is away, keeps serving searches, and is ready again when it returns', async () => {
    await eventually(async () => (await ready()).statusCode === 200);
    expect((await ready()).json()).toEqual({ status: 'ready', database: 'up', redis: 'up' });
    const { token } = await signUp(app, config, { name: 'outage searcher', userType: 'Employer' });
    const search = () =>
      app.inject({
        method: 'GET',
        url: '/api/search/profiles?q=plumber',
        headers: { authorization: `Bearer ${token}` },
      });

    await proxy.cut();
    await eventually(async () => (await ready()).statusCode === 503);
    expect((await ready()).json()).toEqual({ status: 'unavailable', database: 'up', redis: 'down' });
    expect((await search()).statusCode).toBe(200);

    await proxy.open();
    await eventually(async () => (await ready()).statusCode === 200);
    expect((await search()).statusCode).toBe(200);
  });
});
