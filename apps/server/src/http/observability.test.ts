// What operators see: Prometheus metrics behind a token (requests per route template, latency, OTP sends,
// unlocks, the ledger invariant) and JSON log lines that name the request and the caller by id but never
// carry a one-time code or a whole phone number.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFile, signUp } from '../../test/support/auth-flows.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/databases.js';
import { asPerson } from '../../test/support/money-flows.js';
import { completeProfile } from '../../test/support/profile-flows.js';
import { outboxMessages } from '../../test/support/sms-outbox.js';
import { signInStaff } from '../../test/support/staff-flows.js';
import { startTestApp, useTestApp } from '../../test/support/test-app.js';
import { testConfig } from '../../test/support/test-config.js';
import type { Config } from '../config.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

describe('metrics and logs', () => {
  let testDb: TestDatabase;
  let config: Config;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    config = testConfig({ METRICS_TOKEN, LOG_LEVEL: 'info' });
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    app = await startTestApp(config, testDb.database, { logStream });
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  const metrics = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('counts requests, OTP sends and unlocks, and says the ledger balances, for the token holder only', async () => {
    const worker = await completeProfile(app, config, {
      name: 'Metric Mahesh',
      userType: 'Labourer',
      skills: 'Welder',
    });
    const employer = await signUp(app, config, { name: 'Metric Meera', userType: 'Employer' });
    const employerApi = asPerson(app, employer.token);
    expect((await employerApi.get(`/api/profiles/${worker.userId}`)).statusCode).toBe(200);
    expect((await employerApi.unlock(worker.userId)).statusCode).toBe(200);
    expect((await employerApi.unlock(worker.userId)).statusCode).toBe(200);
    expect((await asPerson(app, worker.token).unlock(employer.userId)).statusCode).toBe(403);

    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics('Bearer wrong-token-of-the-same-len')).statusCode).toBe(401);
    const scraped = await metrics(`Bearer ${METRICS_TOKEN}`);
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const text = scraped.body;
    expect(text).toContain('kaamsetu_otp_sends_total{purpose="signup"} 2');
    expect(text).toContain('kaamsetu_contact_unlocks_total{result="charged"} 1');
    expect(text).toContain('kaamsetu_contact_unlocks_total{result="free"} 1');
    expect(text).toContain('kaamsetu_contact_unlocks_total{result="refused"} 1');
    expect(text).toContain('kaamsetu_ledger_balanced 1');
    expect(text).toMatch(/kaamsetu_http_requests_total\{method="GET",route="\/api\/profiles\/:id",status="200"\} 1/);
    expect(text).toMatch(
      /kaamsetu_http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/contacts\/:profileId\/unlock"\} 3/,
    );
    // Route templates only: no id of anyone in a label.
    expect(text).not.toContain(worker.userId);
  });

  it('writes JSON lines with the request id and the caller id, never a code or a whole number', async () => {
    const employee = await signInStaff(app, config, testDb.database, 'Employee');
    const person = await signUp(app, config, { name: 'Logged Lata', userType: 'Labourer' });
    await asPerson(app, person.token).get('/api/wallet');
    await employee.as('GET', `/api/staff/people?q=${encodeURIComponent(person.phone.slice(3))}`);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed.length).toBeGreaterThan(5);
    for (const entry of completed) expect(entry.reqId).toEqual(expect.any(String));
    expect(completed.some((entry) => entry.userId === person.userId)).toBe(true);
    expect(completed.some((entry) => entry.staffId === employee.id)).toBe(true);

    const codes = outboxMessages(outboxFile(config)).map((sms) => /\d{6}/.exec(sms.body)?.[0] ?? 'none');
    const everything = lines.join('\n');
    for (const code of codes) expect(everything).not.toContain(code);
    expect(everything).not.toContain(person.phone.slice(3));
  });
});

describe('metrics without a token', () => {
  const t = useTestApp();

  it('has no /metrics endpoint at all', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
