// A real PostgreSQL streaming replica (decision 027): a primary cluster of the test's own, pg_basebackup -R of it
// on another port as a hot standby, and the app with DATABASE_URL + DATABASE_READ_URL. Searches and other people's
// profiles are read on the replica, a person's own profile on the primary at once, and with the replica stopped
// searches are answered by the primary. Needs PostgreSQL's server binaries and TEST_DATABASE_URL (the sign that
// PostgreSQL tests are wanted); as root, the postgres user to run them (initdb and postgres refuse root).
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { runMigrations } from '../../src/db/migrate.js';
import { signUp } from '../support/auth-flows.js';
import { eventually } from '../support/eventually.js';
import { completeProfile } from '../support/profile-flows.js';
import { testDatabaseUrl } from '../support/services.js';
import { startTestApp } from '../support/test-app.js';
import { makeTempDir, testConfig } from '../support/test-config.js';

const run = promisify(execFile);
const METRICS_TOKEN = 'read-replica-test-metrics-token';
const COMMAND_TIMEOUT_MS = 60_000;

function commandOutput(command: string, args: string[]): string | undefined {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** The directory holding initdb, pg_ctl and pg_basebackup: pg_config's, or the newest Debian-style install. */
function findServerBinaries(): string | undefined {
  const hasAll = (dir: string) =>
    ['initdb', 'pg_ctl', 'pg_basebackup'].every((name) => existsSync(path.join(dir, name)));
  const fromPgConfig = commandOutput('pg_config', ['--bindir']);
  if (fromPgConfig && hasAll(fromPgConfig)) return fromPgConfig;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  return versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin'))
    .find(hasAll);
}

const binDir = findServerBinaries();
const asRoot = process.getuid?.() === 0;
const postgresUser = asRoot
  ? (() => {
      const uid = commandOutput('id', ['-u', 'postgres']);
      const gid = commandOutput('id', ['-g', 'postgres']);
      const runuser = commandOutput('sh', ['-c', 'command -v runuser']);
      return uid && gid && runuser ? { uid: Number(uid), gid: Number(gid) } : undefined;
    })()
  : undefined;

const skipReason = !testDatabaseUrl
  ? 'TEST_DATABASE_URL is not set'
  : !binDir
    ? 'PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) not found via pg_config --bindir or /usr/lib/postgresql/*/bin'
    : asRoot && !postgresUser
      ? 'running as root, and there is no postgres user with runuser to run initdb and postgres (they refuse root)'
      : undefined;
if (skipReason) console.warn(`Skipping the read-replica test: ${skipReason}.`);

/** Runs a PostgreSQL tool; as root, as the postgres user. */
async function pgTool(tool: string, args: string[]): Promise<void> {
  const binary = path.join(binDir as string, tool);
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  try {
    await run(command, commandArgs, { timeout: COMMAND_TIMEOUT_MS });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${tool} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs one statement on a server and returns its rows, on a connection of its own. */
async function query<Row>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

describe.skipIf(skipReason !== undefined)(
  `reads on a PostgreSQL streaming replica${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let base: string;
    let primaryDir: string;
    let replicaDir: string;
    let primaryPort: number;
    let replicaPort: number;
    let primaryUrl: string;
    let replicaUrl: string;
    let primary: Database | undefined;
    let app: FastifyInstance | undefined;
    let config: Config;
    const logLines: string[] = [];

    const serverOptions = (port: number) =>
      [
        `-p ${port}`,
        '-c listen_addresses=127.0.0.1',
        `-c unix_socket_directories=${base}`,
        '-c wal_level=replica',
        '-c max_wal_senders=5',
        '-c hot_standby=on',
        '-c fsync=off',
      ].join(' ');
    const startCluster = (dir: string, port: number) =>
      pgTool('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '30', '-o', serverOptions(port), 'start']);
    const stopCluster = (dir: string) => pgTool('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', '-t', '30', 'stop']);

    beforeAll(async () => {
      base = makeTempDir('kaamsetu-replica-');
      if (postgresUser) chownSync(base, postgresUser.uid, postgresUser.gid);
      primaryDir = path.join(base, 'primary');
      replicaDir = path.join(base, 'replica');
      [primaryPort, replicaPort] = await Promise.all([freePort(), freePort()]);

      // trust for every local and replication connection from 127.0.0.1 (initdb's default pg_hba.conf lines).
      await pgTool('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '-N']);
      await startCluster(primaryDir, primaryPort);
      await query(`postgres://postgres@127.0.0.1:${primaryPort}/postgres`, 'create database kaamsetu');
      primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/kaamsetu`;
      replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/kaamsetu`;
      primary = await openDatabase({ kind: 'postgres', url: primaryUrl, poolSize: 5 });
      await runMigrations(primary);

      // -R writes standby.signal and primary_conninfo: the copy starts as a hot standby streaming from the primary.
      await pgTool('pg_basebackup', [
        '-h',
        '127.0.0.1',
        '-p',
        String(primaryPort),
        '-U',
        'postgres',
        '-D',
        replicaDir,
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ]);
      await startCluster(replicaDir, replicaPort);
      const [standby] = await query<{ in_recovery: boolean }>(replicaUrl, 'select pg_is_in_recovery() as in_recovery');
      expect(standby?.in_recovery).toBe(true);

      config = testConfig({
        DATABASE_URL: primaryUrl,
        DATABASE_READ_URL: replicaUrl,
        METRICS_TOKEN,
        LOG_LEVEL: 'warn',
      });
      app = await startTestApp(config, primary, {
        logStream: new Writable({
          write(chunk, _encoding, done) {
            logLines.push(String(chunk));
            done();
          },
        }),
      });
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await primary?.close();
      // Either may not be running (never started, or stopped by a test).
      for (const dir of [replicaDir, primaryDir]) {
        if (dir && existsSync(path.join(dir, 'postmaster.pid'))) await stopCluster(dir).catch(() => undefined);
      }
      // The folders go with the file's other temporary folders (test/support/remove-temp-dirs.ts).
    }, 90_000);

    async function searchIds(token: string, q: string): Promise<string[]> {
      const response = await app!.inject({
        method: 'GET',
        url: `/api/search/profiles?q=${encodeURIComponent(q)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return (response.json().profiles as { id: string }[]).map((profile) => profile.id);
    }

    async function rename(worker: { token: string; userId: string }, name: string): Promise<void> {
      const saved = await app!.inject({
        method: 'POST',
        url: '/api/users/protected/update-profile',
        headers: { authorization: `Bearer ${worker.token}` },
        payload: { id: worker.userId, name },
      });
      expect(saved.statusCode).toBe(200);
    }

    async function ownName(worker: { token: string; userId: string }): Promise<string> {
      const own = await app!.inject({
        method: 'POST',
        url: '/api/users/protected/get-profile',
        headers: { authorization: `Bearer ${worker.token}` },
        payload: { id: worker.userId },
      });
      expect(own.statusCode).toBe(200);
      return own.json().profile.name;
    }

    async function publicName(viewer: { token: string }, profileId: string): Promise<string> {
      const seen = await app!.inject({
        method: 'GET',
        url: `/api/profiles/${profileId}`,
        headers: { authorization: `Bearer ${viewer.token}` },
      });
      expect(seen.statusCode).toBe(200);
      return seen.json().profile.name;
    }

    it('reads searches and others’ profiles on the replica, and a person’s own profile on the primary at once', async () => {
      const worker = await completeProfile(app!, config, {
        name: 'Ramesh Zorawar',
        userType: 'Labourer',
        skills: 'Plumber',
      });
      const employer = await signUp(app!, config, { name: 'Sunita', userType: 'Employer' });
      // Replication works: the new worker reaches the replica, and searches find them there.
      await eventually(async () => (await searchIds(employer.token, 'zorawar')).includes(worker.userId));

      // How we know which server answered: with WAL replay paused, the replica keeps its state while the primary
      // moves on. A rename then shows in what is read on the primary and not in what is read on the replica.
      await query(replicaUrl, 'select pg_wal_replay_pause()');
      await eventually(async () => {
        const [state] = await query<{ state: string }>(replicaUrl, 'select pg_get_wal_replay_pause_state() as state');
        return state?.state === 'paused';
      });
      await rename(worker, 'Ramesh Quillonby');

      expect(await ownName(worker)).toBe('Ramesh Quillonby');
      expect(await publicName(employer, worker.userId)).toBe('Ramesh Zorawar');
      expect(await searchIds(employer.token, 'quillonby')).toEqual([]);
      expect(await searchIds(employer.token, 'zorawar')).toContain(worker.userId);

      await query(replicaUrl, 'select pg_wal_replay_resume()');
      await eventually(async () => (await searchIds(employer.token, 'quillonby')).includes(worker.userId));
      expect(await publicName(employer, worker.userId)).toBe('Ramesh Quillonby');
    });

    it('answers searches from the primary while the replica is down, and says so', async () => {
      const worker = await completeProfile(app!, config, { name: 'Mohan Tarkashi', userType: 'Labourer' });
      const employer = await signUp(app!, config, { name: 'Farida', userType: 'Employer' });
      await eventually(async () => (await searchIds(employer.token, 'tarkashi')).includes(worker.userId));

      await stopCluster(replicaDir);
      // Only the primary holds this name now, so finding it proves who answered.
      await rename(worker, 'Mohan Velankar');
      expect(await searchIds(employer.token, 'velankar')).toEqual([worker.userId]);
      expect(await publicName(employer, worker.userId)).toBe('Mohan Velankar');

      const metrics = await app!.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const fallbacks = /^kaamsetu_db_replica_fallbacks_total (\d+)$/m.exec(metrics.body)?.[1];
      expect(Number(fallbacks)).toBeGreaterThan(0);
      const warning = logLines.map((line) => JSON.parse(line)).find((line) => line.replica !== undefined);
      expect(warning).toMatchObject({ level: 40, replica: `127.0.0.1:${replicaPort}/kaamsetu` });
      expect(JSON.stringify(warning)).not.toContain('postgres@');
    });
  },
);
