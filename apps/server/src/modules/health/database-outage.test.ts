// PostgreSQL going away mid-run and coming back: requests get a clean 503 with Retry-After (never a 500 or a
// half-done write), /readyz says the database is down, and the same instance serves again once it returns.
// PostgreSQL sits behind a loopback proxy that the test cuts and reopens, so the shared server keeps running.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { signUp } from '../../../test/support/auth-flows.js';
import { asPerson, expectLedgerBalanced } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { testDatabaseUrl } from '../../../test/support/services.js';
import { eventually } from '../../../test/support/eventually.js';
import { TcpProxy } from '../../../test/support/tcp-proxy.js';
import { startTestApp } from '../../../test/support/test-app.js';
import { testConfig } from '../../../test/support/test-config.js';

describe.runIf(testDatabaseUrl)('PostgreSQL outage', () => {
  const name = `kaamsetu_outage_${randomBytes(6).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: testDatabaseUrl });
  let proxy: TcpProxy;
  let database: Database;
  let config: Config;
  let app: FastifyInstance;

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const target = new URL(testDatabaseUrl as string);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.open();
    const url = new URL(testDatabaseUrl as string);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    await runMigrations(database);
    // No remembered sessions: every request goes to the database, as the first one after a restart does.
    config = testConfig({ SESSION_CACHE_SECONDS: '0' });
    app = await startTestApp(config, database);
  });
  afterAll(async () => {
    await app.close();
    await database.close().catch(() => undefined);
    await proxy.cut();
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it('answers 503 while the database is away, writes nothing, and serves again when it returns', async () => {
    const worker = await completeProfile(app, config, { name: 'Outage Om', userType: 'Labourer', skills: 'Painter' });
    const employer = await signUp(app, config, { name: 'Outage Usha', userType: 'Employer' });
    const api = asPerson(app, employer.token);
    expect((await api.get('/api/wallet')).statusCode).toBe(200);

    await proxy.cut();
    const wallet = await api.get('/api/wallet');
    expect(wallet.statusCode).toBe(503);
    expect(wallet.headers['retry-after']).toBe('5');
    expect(wallet.json()).toMatchObject({ success: false, error: { code: 'SERVICE_UNAVAILABLE' } });
    expect(wallet.body).not.toMatch(/ECONN|postgres|at \w+ \(/i);
    const unlock = await api.unlock(worker.userId);
    expect(unlock.statusCode).toBe(503);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await proxy.open();
    await eventually(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200);
    const after = (await api.wallet()) as { creditsPaise: number };
    // The unlock tried during the outage never happened.
    expect(after.creditsPaise).toBe(500_00);
    expect((await api.unlock(worker.userId)).statusCode).toBe(200);
    await expectLedgerBalanced(database);
  });
});
