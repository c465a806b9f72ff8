// Per-IP limits on /api: generous by default, counted per client IP, shared through Redis when configured.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/databases.js';
import { testRedisUrl } from '../../test/support/services.js';
import { startTestApp } from '../../test/support/test-app.js';
import { testConfig } from '../../test/support/test-config.js';

// Random client addresses keep parallel runs sharing one Redis from counting each other's requests.
function randomClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

describe('rate limiting', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    app = await startTestApp(testConfig({ RATE_LIMIT_PER_MINUTE: '3' }), testDb.database);
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  it('refuses the request over the limit with 429, the error shape and Retry-After', async () => {
    const ip = randomClientIp();
    for (let i = 0; i < 3; i += 1) {
      const allowed = await app.inject({ method: 'GET', url: '/api/docs/json', remoteAddress: ip });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['x-ratelimit-remaining']).toBe(String(2 - i));
    }
    const refused = await app.inject({ method: 'GET', url: '/api/docs/json', remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Too many requests. Please wait a minute and try again.',
      error: { code: 'RATE_LIMITED' },
    });
  });

  it('counts every address of one IPv6 /64 together, so a caller cannot step around it with new addresses', async () => {
    const prefix = `2001:db8:${randomInt(65_536).toString(16)}:${randomInt(65_536).toString(16)}`;
    const from = (host: number) =>
      app.inject({ method: 'GET', url: '/api/docs/json', remoteAddress: `${prefix}::${host.toString(16)}` });
    for (let host = 1; host <= 3; host += 1) expect((await from(host)).statusCode).toBe(200);
    expect((await from(4)).statusCode).toBe(429);
  });

  it('counts requests that authentication refuses, so tokens cannot be guessed without limit', async () => {
    const ip = randomClientIp();
    const guess = () =>
      app.inject({
        method: 'GET',
        url: '/api/users/protected',
        remoteAddress: ip,
        headers: { authorization: 'Bearer not-a-token' },
      });
    for (let i = 0; i < 3; i += 1) expect((await guess()).statusCode).toBe(401);
    expect((await guess()).statusCode).toBe(429);
  });

  async function useUpLimit(ip: string): Promise<void> {
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/api/docs/json', remoteAddress: ip })).statusCode).toBe(200);
    }
  }

  it.each(['/%61pi/users/login', '/api/users/log%69n', '/api/%75sers/login'])(
    'refuses a limited address on an API route spelled %s, before the handler runs',
    async (url) => {
      const ip = randomClientIp();
      await useUpLimit(ip);
      const response = await app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        payload: { phone: '+919876543210' },
      });
      expect(response.statusCode).toBe(429);
      expect(response.json().error.code).toBe('RATE_LIMITED');
    },
  );

  it('counts unknown API paths however they are spelled, so a 404 flood under /api is limited', async () => {
    const ip = randomClientIp();
    const statuses: number[] = [];
    for (const url of ['/api/nothing-here', '//api/nothing', '/API/nothing', '/api/users/login/', '/api%2Fnothing']) {
      statuses.push((await app.inject({ method: 'GET', url, remoteAddress: ip })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });

  it('leaves pages and unknown page paths alone for a limited address', async () => {
    const ip = randomClientIp();
    await useUpLimit(ip);
    for (const url of ['/healthz', '/%68ealthz', '/apis-are-not-here', '/app/home']) {
      expect((await app.inject({ method: 'GET', url, remoteAddress: ip })).statusCode).not.toBe(429);
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const ip = randomClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const forged = { 'x-forwarded-for': randomClientIp() };
      statuses.push(
        (await app.inject({ method: 'GET', url: '/api/docs/json', remoteAddress: ip, headers: forged })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('counts each client address separately', async () => {
    const busy = randomClientIp();
    for (let i = 0; i < 4; i += 1) await app.inject({ method: 'GET', url: '/api/docs/json', remoteAddress: busy });
    const other = await app.inject({ method: 'GET', url: '/api/docs/json', remoteAddress: randomClientIp() });
    expect(other.statusCode).toBe(200);
  });

  it('never limits health checks, which load balancers poll', async () => {
    const ip = randomClientIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/healthz', remoteAddress: ip })).statusCode).toBe(200);
    }
  });

  it('defaults to 600 requests a minute per address, room for many people behind one carrier IP', async () => {
    const roomy = await startTestApp(testConfig(), testDb.database);
    const response = await roomy.inject({ method: 'GET', url: '/api/docs/json', remoteAddress: randomClientIp() });
    expect(response.headers['x-ratelimit-limit']).toBe('600');
    await roomy.close();
  });
});

describe('rate limiting behind one load balancer (TRUST_PROXY=1)', () => {
  const balancer = '10.0.0.2';
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    app = await startTestApp(testConfig({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' }), testDb.database);
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  // The balancer appends the address it saw; whatever the client wrote itself stays to the left.
  const throughBalancer = (clientIp: string, forged?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/docs/json',
      remoteAddress: balancer,
      headers: { 'x-forwarded-for': forged ? `${forged}, ${clientIp}` : clientIp },
    });

  it('counts the address the balancer saw, whatever the client writes into X-Forwarded-For', async () => {
    const client = randomClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await throughBalancer(client, randomClientIp())).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('still tells clients behind the balancer apart', async () => {
    const busy = randomClientIp();
    for (let i = 0; i < 4; i += 1) await throughBalancer(busy);
    expect((await throughBalancer(randomClientIp())).statusCode).toBe(200);
  });
});

describe.runIf(testRedisUrl)('rate limiting with Redis', () => {
  let testDb: TestDatabase;
  let redis: Redis;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    redis = new Redis(testRedisUrl as string);
    const config = testConfig({ RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: testRedisUrl });
    first = await startTestApp(config, testDb.database, { redis });
    second = await startTestApp(config, testDb.database, { redis });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    redis.disconnect();
    await testDb.destroy();
  });

  it('shares one count across two instances', async () => {
    const ip = randomClientIp();
    const statuses: number[] = [];
    for (const instance of [first, second, first, second, first]) {
      statuses.push((await instance.inject({ method: 'GET', url: '/api/docs/json', remoteAddress: ip })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
