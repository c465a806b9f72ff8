// Code requests arriving at once: however many come in parallel, exactly as many pass as the cooldown and the
// caps allow, whether the database counts them (otp_request_code) or Redis does (decision 028). And what
// happens when Redis cannot be reached, or a code cannot be texted.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmsMessage, SmsSender } from '../../adapters/sms/sms-sender.js';
import { outboxFile, uniquePhone } from '../../../test/support/auth-flows.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/databases.js';
import { outboxMessages } from '../../../test/support/sms-outbox.js';
import { limitStores, startTestApp, useTestApp } from '../../../test/support/test-app.js';
import { TestClock } from '../../../test/support/test-clock.js';
import { testConfig } from '../../../test/support/test-config.js';
import { createTestRedis, type TestRedis } from '../../../test/support/test-redis.js';

const signupBody = (phone: string) => ({ name: 'asha', phone, userType: 'Labourer' });

function requestCode(app: FastifyInstance, phone: string, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/users/signup', payload: signupBody(phone), remoteAddress });
}

async function statusesOf(requests: Promise<{ statusCode: number }>[]): Promise<Record<number, number>> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of await Promise.all(requests)) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

describe.each(limitStores)('parallel code requests on $name', ({ kind, redis }) => {
  describe('with the cooldown', () => {
    const t = useTestApp(kind, {}, { redis });
    beforeEach(() => t.clock.advance(3_600_000));

    it('sends one code when twenty requests for one number arrive at once from one address', async () => {
      const phone = uniquePhone().e164;
      const answers = await Promise.all(Array.from({ length: 20 }, () => requestCode(t.app, phone, '198.51.100.20')));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(refused).toHaveLength(19);
      expect(refused[0]?.json().message).toBe('Please wait 30 seconds before asking for a new OTP.');
      expect(outboxMessages(outboxFile(t.config)).filter((sms) => sms.to === phone)).toHaveLength(1);
    });

    it('keeps numbers only as keyed hashes in Redis too', async () => {
      const phone = uniquePhone().e164;
      expect((await requestCode(t.app, phone, '198.51.100.21')).statusCode).toBe(200);
      if (t.redis) {
        const keys = await t.redis.keys();
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.some((key) => key.includes(phone.slice(3)))).toBe(false);
      }
    });
  });

  describe('without a cooldown, per-network cap 12', () => {
    const t = useTestApp(kind, { OTP_RESEND_COOLDOWN_SECONDS: '0', OTP_SENDS_PER_IP_PER_HOUR: '12' }, { redis });
    beforeEach(() => t.clock.advance(3_600_000));

    it('sends five codes to one number from one address when twenty ask at once', async () => {
      const phone = uniquePhone().e164;
      const statuses = await statusesOf(Array.from({ length: 20 }, () => requestCode(t.app, phone, '198.51.100.30')));
      expect(statuses).toEqual({ 200: 5, 429: 15 });
    });

    it('sends a number twenty codes when forty ask at once from eight addresses', async () => {
      const phone = uniquePhone().e164;
      const statuses = await statusesOf(
        Array.from({ length: 40 }, (_, i) => requestCode(t.app, phone, `198.51.100.${40 + (i % 8)}`)),
      );
      expect(statuses).toEqual({ 200: 20, 429: 20 });
      expect(outboxMessages(outboxFile(t.config)).filter((sms) => sms.to === phone)).toHaveLength(20);
    });

    it('sends twelve codes from one address when thirty numbers ask at once, and the next hour more', async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => requestCode(t.app, uniquePhone().e164, '198.51.100.60')),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(12);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(refused).toHaveLength(18);
      expect(refused[0]?.json().message).toBe('Too many OTP requests from your network. Try again later.');
      t.clock.advance(3_600_001); // sends exactly an hour old still count
      expect((await requestCode(t.app, uniquePhone().e164, '198.51.100.60')).statusCode).toBe(200);
    });
  });

  describe('when the SMS gateway fails', () => {
    let testDb: TestDatabase;
    let testRedis: TestRedis | undefined;
    let app: FastifyInstance;
    let failing = false;
    const sent: SmsMessage[] = [];
    const sms: SmsSender = {
      async send(message) {
        if (failing) throw new Error('gateway down');
        sent.push(message);
      },
    };
    beforeAll(async () => {
      testDb = await createTestDatabase(kind);
      testRedis = redis ? createTestRedis() : undefined;
      app = await startTestApp(testConfig({ OTP_SENDS_PER_NUMBER_PER_HOUR: '1' }), testDb.database, {
        sms,
        clock: new TestClock(),
        redis: testRedis?.client,
      });
    });
    afterAll(async () => {
      await app.close();
      await testRedis?.destroy();
      await testDb.destroy();
    });

    it('gives the send back: neither the cooldown nor the cap holds up the retry', async () => {
      const phone = uniquePhone().e164;
      failing = true;
      expect((await requestCode(app, phone, '198.51.100.70')).statusCode).toBe(503);
      failing = false;
      expect((await requestCode(app, phone, '198.51.100.70')).statusCode).toBe(200);
      expect(sent.filter((message) => message.to === phone)).toHaveLength(1);
    });
  });
});

describe('code requests while Redis cannot be reached', () => {
  let testDb: TestDatabase;
  let redis: Redis;
  let app: FastifyInstance;
  beforeAll(async () => {
    // A port nothing listens on: every Redis command fails at once.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    redis = new Redis(port, '127.0.0.1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    testDb = await createTestDatabase('pglite');
    app = await startTestApp(testConfig(), testDb.database, { redis, clock: new TestClock() });
  });
  afterAll(async () => {
    await app.close();
    redis.disconnect();
    await testDb.destroy();
  });

  it('counts in the database instead, with the same cooldown', async () => {
    const phone = uniquePhone().e164;
    expect((await requestCode(app, phone, '198.51.100.80')).statusCode).toBe(200);
    const again = await requestCode(app, phone, '198.51.100.80');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Please wait 30 seconds before asking for a new OTP.');
  });
});
