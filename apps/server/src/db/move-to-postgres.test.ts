// `npm run db:move-to-postgres`: an embedded install used through the real API (sign-ups, profiles with
// photos, a paid unlock, Hire Now, staff sign-in and an audited wallet correction) moves to a fresh PostgreSQL
// database, and there the same people are still signed in, can sign in again, see what they paid for, and
// new money and staff records continue where the old ones stopped. Needs TEST_DATABASE_URL.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { outboxFile, signUp } from '../../test/support/auth-flows.js';
import { asPerson, expectLedgerBalanced } from '../../test/support/money-flows.js';
import { completeProfile } from '../../test/support/profile-flows.js';
import { testDatabaseUrl } from '../../test/support/services.js';
import { latestCode } from '../../test/support/sms-outbox.js';
import { signInStaff, type SignedInStaff } from '../../test/support/staff-flows.js';
import { startTestApp } from '../../test/support/test-app.js';
import { makeTempDir, testConfig } from '../../test/support/test-config.js';
import { openDatabase, type Database } from './client.js';
import { runMigrations } from './migrate.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

function runMoveCommand(from: string, to: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=kaamsetu-source', '--import', 'tsx', 'src/cli/move-to-postgres.ts', '--from', from, '--to', to],
    { cwd: serverDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

type Person = Awaited<ReturnType<typeof signUp>>;

describe.skipIf(!testDatabaseUrl)('moving an embedded install to PostgreSQL', () => {
  // Made in beforeAll, not here: this body also runs when the suite is skipped, and then no hook removes it.
  let dataDir: string;
  const targetName = `kaamsetu_move_${randomBytes(6).toString('hex')}`;
  let targetUrl: string;
  let target: Database | undefined;
  let app: FastifyInstance | undefined;
  let config: Config;
  let worker: Person;
  let secondWorker: Person;
  let employer: Person;
  let admin: SignedInStaff;
  let before: { employer: object; worker: object; mediationId: string };

  beforeAll(async () => {
    dataDir = makeTempDir('kaamsetu-move-');
    const url = new URL(testDatabaseUrl as string);
    url.pathname = `/${targetName}`;
    targetUrl = url.toString();

    // The install as people used it: embedded database in DATA_DIR, everything through the API.
    const sourceConfig = testConfig({ DATA_DIR: dataDir });
    const source = await openDatabase({ kind: 'pglite', dataDir });
    await runMigrations(source);
    const sourceApp = await startTestApp(sourceConfig, source);
    try {
      worker = await completeProfile(sourceApp, sourceConfig, { name: 'Ramesh Kumar', userType: 'Labourer' });
      secondWorker = await completeProfile(sourceApp, sourceConfig, { name: 'Suresh Painter', userType: 'Labourer' });
      employer = await signUp(sourceApp, sourceConfig, { name: 'Meera Contractor', userType: 'Employer' });
      const asEmployer = asPerson(sourceApp, employer.token);
      expect((await asEmployer.unlock(worker.userId)).json()).toMatchObject({ chargedPaise: 1500 });
      const hire = await asEmployer.post('/api/mediation-requests', {
        labourerId: worker.userId,
        location: 'Malviya Nagar, Jaipur',
        salary: 700,
      });
      expect(hire.statusCode).toBe(200);
      admin = await signInStaff(sourceApp, sourceConfig, source, 'Admin');
      await signInStaff(sourceApp, sourceConfig, source, 'Employee');
      const adjusted = await sourceApp.inject({
        method: 'POST',
        url: `/api/staff/admin/wallets/${employer.userId}/adjust`,
        payload: { direction: 'add', credits: 100, reason: 'Goodwill for app outage' },
        headers: { authorization: `Bearer ${admin.token}`, 'idempotency-key': randomUUID() },
      });
      expect(adjusted.statusCode).toBe(200);
      before = {
        employer: await asEmployer.wallet(),
        worker: await asPerson(sourceApp, worker.token).wallet(),
        mediationId: hire.json().request.id,
      };
    } finally {
      await sourceApp.close();
      await source.close();
    }

    await adminQuery(`create database ${targetName}`);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await target?.close();
    await adminQuery(`drop database if exists ${targetName} with (force)`);
  });

  it('copies everything, checks the copy, and refuses to copy into a database that is in use', async () => {
    const moved = await runMoveCommand(dataDir, targetUrl);
    expect(moved.output).toMatch(/Done in [\d.]+ s/);
    expect(moved.code).toBe(0);
    expect(moved.output).toMatch(/^ {2}users: 3 rows$/m);
    expect(moved.output).toMatch(/^ {2}staff_audit: [1-9]\d* rows$/m);
    expect(moved.output).toMatch(/Checked: all \d+ tables have the same rows on both sides/);
    expect(moved.output).toContain('Ledger: entries sum to 0, 0 unbalanced transactions');

    const again = await runMoveCommand(dataDir, targetUrl);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/The target database is not empty: table \w+ has \d+ rows/);

    target = await openDatabase({ kind: 'postgres', url: targetUrl, poolSize: 5 });
    config = testConfig({ DATA_DIR: dataDir, DATABASE_URL: targetUrl });
    app = await startTestApp(config, target);
  }, 120_000);

  it('keeps people signed in, lets them sign in again, and shows the same money', async () => {
    if (!app || !target) throw new Error('the move did not happen');
    const session = await app.inject({
      method: 'GET',
      url: '/api/users/protected',
      headers: { authorization: `Bearer ${employer.token}` },
    });
    expect(session.statusCode).toBe(200);

    const login = { name: 'Ramesh Kumar', phone: worker.phone, userType: 'Labourer' };
    expect((await app.inject({ method: 'POST', url: '/api/users/login', payload: login })).statusCode).toBe(200);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/users/otp-verify',
      payload: { ...login, otp: latestCode(outboxFile(config), worker.phone) },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ userId: worker.userId, forwardLink: '/app/home' });

    expect(await asPerson(app, employer.token).wallet()).toEqual(before.employer);
    expect(await asPerson(app, verified.json().authToken).wallet()).toEqual(before.worker);
    const requests = (await asPerson(app, employer.token).get('/api/mediation-requests')).json().requests;
    expect(requests.map((request: { id: string }) => request.id)).toEqual([before.mediationId]);
  });

  it('continues money, numbering and the audit trail where the embedded database stopped', async () => {
    if (!app || !target) throw new Error('the move did not happen');
    const asEmployer = asPerson(app, employer.token);
    const replay = (await asEmployer.unlock(worker.userId)).json();
    expect(replay).toMatchObject({ chargedPaise: 0, contactNumber: worker.phone });
    expect((await asEmployer.unlock(secondWorker.userId)).json()).toMatchObject({ chargedPaise: 1500 });

    const hire = await asEmployer.post('/api/mediation-requests', {
      labourerId: secondWorker.userId,
      location: 'Jaipur',
      salary: 800,
    });
    expect(Number(hire.json().request.id)).toBe(Number(before.mediationId) + 1);

    // The Admin's session survived; a new correction and a new staff member get fresh numbers.
    const adjusted = await app.inject({
      method: 'POST',
      url: `/api/staff/admin/wallets/${employer.userId}/adjust`,
      payload: { direction: 'deduct', credits: 15, reason: 'Correction after the move' },
      headers: { authorization: `Bearer ${admin.token}`, 'idempotency-key': randomUUID() },
    });
    expect(adjusted.statusCode).toBe(200);
    const audit = await app.inject({
      method: 'GET',
      url: '/api/staff/admin/audit',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json())).toContain('Correction after the move');
    expect(JSON.stringify(audit.json())).toContain('Goodwill for app outage');
    const newcomer = await signInStaff(app, config, target, 'Employee');
    expect(newcomer.staffCode).not.toBe(admin.staffCode);

    await expectLedgerBalanced(target);
  });
});
