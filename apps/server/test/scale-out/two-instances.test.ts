// Two real server processes on one PostgreSQL database and one Redis, as behind a load balancer: nothing a
// request needs lives in one process. A sign-up started on one is verified on the other; the per-number and
// per-network OTP limits and the per-IP request limit are shared; an unlock replayed on the other instance is
// charged once. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set (.ci/run sets both).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRIVACY_NOTICE_VERSION } from '@kaamsetu/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../support/auth-flows.js';
import { pngPhoto } from '../support/images.js';
import { testDatabaseUrl, testRedisUrl } from '../support/services.js';
import { latestCode } from '../support/sms-outbox.js';
import { makeTempDir } from '../support/test-config.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const RATE_LIMIT_PER_MINUTE = 40;
const OTP_SENDS_PER_IP_PER_HOUR = 12;

interface Instance {
  url: string;
  process: ChildProcess;
}

/** Starts apps/server/src/main.ts from source (tsx) and resolves with its address once it logs it. */
function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=kaamsetu-source', 'apps/server/src/main.ts'],
    { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /KaamSetu is running on (http:\/\/[\d.:]+)/.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve({ url: address, process: child });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}:\n${output}`)));
  });
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  await exited;
}

describe.runIf(testDatabaseUrl && testRedisUrl)('two server processes on one PostgreSQL and one Redis', () => {
  const databaseName = `kaamsetu_scale_${randomBytes(6).toString('hex')}`;
  // Made in beforeAll, not here: this body also runs when the suite is skipped, and then no hook removes it.
  let outbox: string;
  // This run's own client address, sent as X-Forwarded-For to instances that trust one hop (as behind one
  // load balancer), so other suites sharing Redis never share its counters.
  const clientIp = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  let first: Instance | undefined;
  let second: Instance | undefined;

  beforeAll(async () => {
    const shared = makeTempDir('kaamsetu-two-instances-');
    outbox = path.join(shared, 'sms-outbox.jsonl');
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const databaseUrl = new URL(testDatabaseUrl as string);
    databaseUrl.pathname = `/${databaseName}`;
    const env = (name: string) => ({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(shared, name),
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: testRedisUrl as string,
      JWT_SECRET: 'two-instances-test-secret-long-enough-for-hs256',
      SMS_OUTBOX_FILE: outbox,
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
      OTP_RESEND_COOLDOWN_SECONDS: '0',
      OTP_SENDS_PER_IP_PER_HOUR: String(OTP_SENDS_PER_IP_PER_HOUR),
      SEED_DEMO: 'false',
    });
    [first, second] = await Promise.all([startInstance(env('first')), startInstance(env('second'))]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([stopInstance(first), stopInstance(second)]);
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  async function call(
    instance: Instance | undefined,
    method: string,
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string>; ip?: string } = {},
  ) {
    const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? clientIp, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${instance?.url}${url}`, { method, headers, body });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  /** Sign-up sent to one instance, verified on the other. */
  async function signUpAcross(name: string, userType: 'Labourer' | 'Employer', ip = clientIp) {
    const phone = uniquePhone().e164;
    const details = { name, phone, userType };
    expect((await call(first, 'POST', '/api/users/signup', { body: details, ip })).status).toBe(200);
    const verified = await call(second, 'POST', '/api/users/signup-otp-verify', {
      body: { ...details, otp: latestCode(outbox, phone), consentVersion: PRIVACY_NOTICE_VERSION },
      ip,
    });
    expect(verified.status).toBe(200);
    return { phone, token: String(verified.json.authToken), userId: String(verified.json.userId) };
  }

  it('verifies on one instance a sign-up started on the other, and replays an unlock there without a second charge', async () => {
    const worker = await signUpAcross('Across Arjun', 'Labourer');
    const form = new FormData();
    for (const [field, value] of Object.entries({
      id: worker.userId,
      name: 'Across Arjun',
      location: 'Pune, Maharashtra',
      contactNumber: worker.phone,
      skills: 'Mason',
    })) {
      form.append(field, value);
    }
    form.append('file', new Blob([await pngPhoto(200, 200)], { type: 'image/png' }), 'photo.png');
    const profile = await call(first, 'POST', '/api/users/protected/labourer/profile', {
      body: form,
      token: worker.token,
    });
    expect(profile.status).toBe(200);

    const employer = await signUpAcross('Across Asha', 'Employer');
    const key = randomUUID();
    const unlock = (instance: Instance | undefined) =>
      call(instance, 'POST', `/api/contacts/${worker.userId}/unlock`, {
        token: employer.token,
        headers: { 'idempotency-key': key },
      });
    const [onFirst, onSecond] = await Promise.all([unlock(first), unlock(second)]);
    expect([onFirst.status, onSecond.status]).toEqual([200, 200]);
    expect(onFirst.json.contactNumber).toBe(worker.phone);
    expect(onSecond.json.contactNumber).toBe(worker.phone);
    const wallet = await call(second, 'GET', '/api/wallet', { token: employer.token });
    expect(wallet.json.creditsPaise).toBe(500_00 - 15_00);
    const earnings = await call(first, 'GET', '/api/wallet', { token: worker.token });
    expect(earnings.json.earningsPaise).toBe(10_00);
  });

  it('shares the per-number OTP limit between instances', async () => {
    const phone = uniquePhone().e164;
    // The cap counts per number and address (decision 013): one address, both instances.
    const ip = `10.200.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const send = (instance: Instance | undefined) =>
      call(instance, 'POST', '/api/users/signup', {
        body: { name: 'Limit Lalit', phone, userType: 'Labourer' },
        ip,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(i % 2 === 0 ? first : second)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('shares the per-network OTP limit and the per-IP request limit between instances', async () => {
    const ip = `10.100.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const otpStatuses: number[] = [];
    for (let i = 0; i <= OTP_SENDS_PER_IP_PER_HOUR; i += 1) {
      const body = { name: 'Network Nita', phone: uniquePhone().e164, userType: 'Labourer' };
      otpStatuses.push((await call(i % 2 === 0 ? first : second, 'POST', '/api/users/signup', { body, ip })).status);
    }
    expect(otpStatuses.slice(0, OTP_SENDS_PER_IP_PER_HOUR)).toEqual(Array(OTP_SENDS_PER_IP_PER_HOUR).fill(200));
    expect(otpStatuses.at(-1)).toBe(429);

    // The request limit counts in Redis: alternate instances until one refuses; each alone would allow 40.
    let answered = otpStatuses.length;
    let refused = false;
    while (answered < RATE_LIMIT_PER_MINUTE + 2 && !refused) {
      const probe = await call(answered % 2 === 0 ? first : second, 'GET', '/api/users/protected', { ip });
      answered += 1;
      refused = probe.status === 429;
    }
    expect(refused).toBe(true);
    expect(answered).toBe(RATE_LIMIT_PER_MINUTE + 1);
  });
});
