// A realistic mix against PostgreSQL (and Redis), for one and for two instances, then two fault runs.
//   mix: searches 60 %, profile views 25 %, contact unlocks 5 %, logins 10 % (the login's code request:
//   the account lookup, the send limits (in Redis, or one statement without it), the code's row and an SMS;
//   the code itself cannot be typed by a load generator), against 20,000 generated profiles of which 2,000
//   are real, unlockable workers.
//   Reports req/s, p50/p95/p99 and errors, and the ratio to GET /healthz measured in the same run.
//   faults (2 instances, a client that remembers every acknowledged unlock):
//   - kill -9 of one instance mid-load: the other keeps answering; no acknowledged unlock is lost.
//   - PostgreSQL restart mid-load (pg_ctlcluster; needs root and a local cluster): answers while it is away
//     are 503s, never 500s; no acknowledged unlock is lost; the ledger adds up.
// Usage: npm run build && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//          BENCH_REDIS_URL=redis://127.0.0.1:6379 node bench/load.mjs [--skip-faults] [--by-kind]
//   --only=<search|view|unlock|login>: that kind alone on one instance, nothing else (login seeds no profiles);
//   --no-redis: the servers run without Redis (BENCH_REDIS_URL is then not needed).
// (creates the database BENCH_DB_NAME, kaamsetu_load_bench by default, on that server and drops it afterwards).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './support/start-server.mjs';
import { ledgerAddsUp, ledgerInvariants } from './support/ledger-check.mjs';
import { signUpEmployer } from './support/sign-in.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL;
const withRedis = !process.argv.includes('--no-redis');
const redisUrl = withRedis ? process.env.BENCH_REDIS_URL : undefined;
if (!adminUrl || (withRedis && !redisUrl)) {
  console.error('Set BENCH_DATABASE_URL (any database on a PostgreSQL server) and BENCH_REDIS_URL (or --no-redis).');
  process.exit(1);
}
const onlyKind = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const skipFaults = process.argv.includes('--skip-faults') || onlyKind !== undefined;
const DB_NAME = process.env.BENCH_DB_NAME ?? 'kaamsetu_load_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME)) {
  console.error('BENCH_DB_NAME: lower-case letters, digits and underscores only.');
  process.exit(1);
}
const PROFILES = 20_000;
const WORKERS = 2_000;
const EMPLOYERS = 200;
// LOAD_CONNECTIONS: fewer connections measure the rate at which latency stays within a target.
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 20);
const LOAD_SECONDS = 20;
const QUERIES = [
  'plumber',
  'mason jaipur',
  'painter',
  'electrician pune',
  'mistri',
  'driver',
  'cook',
  'helper',
  'carpenter indore',
  'welder',
  'राजमिस्त्री',
  'bijli wala',
  'tailor surat',
  'gardener',
  'security guard delhi',
];

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${DB_NAME} with (force)`);
await admin.query(`create database ${DB_NAME}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${DB_NAME}`;
const env = {
  DATABASE_URL: databaseUrl.toString(),
  ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  JWT_SECRET: 'load-bench-secret-long-enough-for-hs256-signing',
  SEED_DEMO: 'false',
  RATE_LIMIT_PER_MINUTE: '100000000',
  OTP_SENDS_PER_IP_PER_HOUR: '100000000',
  OTP_SENDS_PER_NUMBER_PER_HOUR: '100000000',
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  WELCOME_CREDITS_RUPEES: '100000',
  // The servers' own request timings by route (GET /metrics), to tell which kind of request makes the tail.
  METRICS_TOKEN: 'load-bench-metrics',
};
const db = new pg.Client({ connectionString: databaseUrl.toString() });
// The PostgreSQL restart ends these connections; the bench carries on with fresh ones.
for (const client of [admin, db]) client.on('error', () => undefined);
const servers = [];

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

try {
  // Data: generated profiles, 2,000 of them turned into real (unlockable) workers; employers through the API.
  servers.push(await startServer(env));
  // The login code request needs only the Employers' numbers.
  const seedProfiles = onlyKind !== 'login';
  if (seedProfiles) {
    execFileSync(process.execPath, ['apps/server/dist/cli/seed-demo.js', '--count', String(PROFILES)], {
      env: { ...process.env, DATABASE_URL: databaseUrl.toString() },
      stdio: 'inherit',
    });
  }
  await db.connect();
  const { rows: workers } = await db.query(
    `update users set is_demo = false where id in
       (select id from users where role = 'Labourer' and profile_completed_at is not null order by id limit $1)
     returning id`,
    [WORKERS],
  );
  const workerIds = workers.map((row) => row.id);
  const employers = [];
  for (let i = 0; i < EMPLOYERS; i += 1) employers.push(await signUpEmployer(servers[0]));
  const employerPhones = (
    await db.query(`select phone from users where role = 'Employer' and not is_demo and phone is not null`)
  ).rows.map((row) => row.phone);

  let unlockSerial = 0;
  // --by-kind measures each kind of request alone as well (where the time goes); `only` picks one.
  let only;
  const rolls = { search: 0, view: 0.6, unlock: 0.85, login: 0.9 };
  const mixed = () => {
    const roll = only === undefined ? Math.random() : rolls[only];
    const token = pick(employers);
    const auth = { authorization: `Bearer ${token}` };
    if (roll < 0.6) {
      return { method: 'GET', path: `/api/search/profiles?q=${encodeURIComponent(pick(QUERIES))}`, headers: auth };
    }
    if (roll < 0.85) return { method: 'GET', path: `/api/profiles/${pick(workerIds)}`, headers: auth };
    if (roll < 0.9) {
      // A new pair most of the time, so most unlocks charge (as new interest does).
      const worker = workerIds[(unlockSerial++ * 7919) % WORKERS];
      return {
        method: 'POST',
        path: `/api/contacts/${worker}/unlock`,
        headers: { ...auth, 'idempotency-key': randomUUID() },
      };
    }
    return {
      method: 'POST',
      path: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench employer', phone: pick(employerPhones), userType: 'Employer' }),
    };
  };

  const run = (url, requests, connections, duration) => autocannon({ url, connections, duration, requests });
  /** Per route: requests answered, and how many took longer than each bucket's bound (the server's histogram). */
  async function routeTimings(server) {
    const response = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${env.METRICS_TOKEN}` },
    });
    const timings = new Map();
    for (const line of (await response.text()).split('\n')) {
      const match = /^kaamsetu_http_request_duration_seconds_bucket\{(.*)\} (\d+)/.exec(line);
      if (!match) continue;
      const labels = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      const key = `${labels.method} ${labels.route}`;
      if (!timings.has(key)) timings.set(key, new Map());
      timings.get(key).set(labels.le, Number(match[2]));
    }
    return timings;
  }
  /** Which kinds the slow answers were during one load: per route, its share of the requests over 100 ms. */
  function printTail(before, after) {
    const rows = [];
    for (const [route, buckets] of after) {
      const earlier = before.get(route) ?? new Map();
      const delta = (le) => (buckets.get(le) ?? 0) - (earlier.get(le) ?? 0);
      const total = delta('+Inf');
      if (total === 0) continue;
      rows.push(
        `${route}: ${total} answered, ${total - delta('0.1')} over 100 ms, ${total - delta('0.25')} over 250 ms`,
      );
    }
    console.log(`  as the server timed them (from reading the request to the answer):\n    ${rows.join('\n    ')}`);
  }
  async function measure(instances) {
    const per = Math.max(1, Math.round(CONNECTIONS / instances.length));
    const health = await Promise.all(instances.map((s) => run(s.url, [{ path: '/healthz' }], per, LOAD_SECONDS / 2)));
    const timingsBefore = instances.length === 1 ? await routeTimings(instances[0]) : undefined;
    const load = await Promise.all(
      instances.map((s) =>
        run(s.url, [{ setupRequest: (request) => ({ ...request, ...mixed() }) }], per, LOAD_SECONDS),
      ),
    );
    const timingsAfter = timingsBefore ? await routeTimings(instances[0]) : undefined;
    const sum = (results, read) => results.reduce((total, result) => total + read(result), 0);
    // Which answers the non-2xx were, e.g. " (429 × 3)".
    const statusesOf = (results) => {
      const counts = {};
      for (const result of results) {
        for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
          if (!status.startsWith('2')) counts[status] = (counts[status] ?? 0) + count;
        }
      }
      const listed = Object.entries(counts).map(([status, count]) => `${status} × ${count}`);
      return listed.length > 0 ? ` (${listed.join(', ')})` : '';
    };
    const worst = (results, read) => Math.max(...results.map(read));
    const rate = sum(load, (r) => r.requests.average);
    const healthRate = sum(health, (r) => r.requests.average);
    console.log(
      `${instances.length} instance(s), ${CONNECTIONS} connections, ${LOAD_SECONDS} s: ${Math.round(rate)} req/s,` +
        ` p50 ${worst(load, (r) => r.latency.p50)} ms, p97.5 ${worst(load, (r) => r.latency.p97_5)} ms,` +
        ` p99 ${worst(load, (r) => r.latency.p99)} ms, non-2xx ${sum(load, (r) => r.non2xx)}${statusesOf(load)},` +
        ` errors ${sum(load, (r) => r.errors)}; /healthz ${Math.round(healthRate)} req/s; ratio ${(rate / healthRate).toFixed(2)}`,
    );
    if (timingsBefore && timingsAfter) printTail(timingsBefore, timingsAfter);
  }

  if (onlyKind !== undefined) {
    if (!(onlyKind in rolls)) throw new Error(`--only: one of ${Object.keys(rolls).join(', ')}`);
    only = onlyKind;
    process.stdout.write(`only ${onlyKind}${withRedis ? '' : ', no Redis'}: `);
    await measure(servers);
  } else {
    await measure(servers);
    if (process.argv.includes('--by-kind')) {
      for (const kind of Object.keys(rolls)) {
        only = kind;
        process.stdout.write(`only ${kind}: `);
        await measure(servers);
      }
      only = undefined;
    }
    servers.push(await startServer(env));
    await measure(servers);
    console.log(`ledger after the load: ${ledgerAddsUp(await ledgerInvariants(db)) ? 'adds up' : 'DOES NOT ADD UP'}`);

    if (!skipFaults) {
      // A client loop per connection, alternating instances, remembering every acknowledged unlock.
      const employerIds = employers.map(
        (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub,
      );
      async function faultRun(label, fault) {
        const acknowledged = [];
        const statuses = new Map();
        let stop = false;
        const client = async (c) => {
          for (let i = 0; !stop; i += 1) {
            const target = servers[(c + i) % servers.length];
            const employer = (c * 31 + i) % EMPLOYERS;
            const worker = workerIds[(c * 7919 + i * 104_729) % WORKERS];
            try {
              const response = await fetch(`${target.url}/api/contacts/${worker}/unlock`, {
                method: 'POST',
                headers: { authorization: `Bearer ${employers[employer]}`, 'idempotency-key': randomUUID() },
              });
              statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
              if (response.status === 200) acknowledged.push([employerIds[employer], worker]);
            } catch {
              statuses.set('connection refused', (statuses.get('connection refused') ?? 0) + 1);
              await new Promise((resolve) => setTimeout(resolve, 20));
            }
          }
        };
        const clients = Array.from({ length: CONNECTIONS }, (_, c) => client(c));
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        await fault();
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        stop = true;
        await Promise.all(clients);
        // A fresh connection: the PostgreSQL restart ended every earlier one.
        const verifier = new pg.Client({ connectionString: databaseUrl.toString() });
        await verifier.connect();
        let missing = 0;
        for (const [employer, worker] of acknowledged) {
          const { rowCount } = await verifier.query(
            'select 1 from contact_unlocks where employer_id = $1 and worker_id = $2',
            [employer, worker],
          );
          if (rowCount !== 1) missing += 1;
        }
        const balanced = ledgerAddsUp(await ledgerInvariants(verifier));
        await verifier.end();
        console.log(
          `${label}: answers ${JSON.stringify(Object.fromEntries(statuses))}; ${acknowledged.length} unlocks acknowledged,` +
            ` ${missing} missing; ledger ${balanced ? 'adds up' : 'DOES NOT ADD UP'}`,
        );
        if (missing > 0 || statuses.has(500)) process.exitCode = 1;
      }

      await faultRun('kill -9 of one of two instances mid-load', async () => {
        const victim = servers.pop();
        await victim.kill();
      });
      servers.push(await startServer(env));
      await faultRun('PostgreSQL restart mid-load', async () => {
        execFileSync('pg_ctlcluster', ['15', 'main', 'restart'], { stdio: 'inherit' });
      });
    }
  }
} finally {
  for (const server of servers) await server.stop().catch(() => undefined);
  await db.end().catch(() => undefined);
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect().catch(() => undefined);
  await cleanup.query(`drop database if exists ${DB_NAME} with (force)`).catch(() => undefined);
  await cleanup.end().catch(() => undefined);
  await admin.end().catch(() => undefined);
}
