// Money under load and under a crash, on PostgreSQL.
// 1. Throughput: contact unlocks per second under autocannon (distinct employer-worker pairs, a fresh
//    Idempotency-Key each), then the ledger invariants.
// 2. Crash: concurrent unlocks and recharges, `kill -9` of the server mid-load, restart on the same database;
//    every request that got a 2xx must be in the database, and the invariants must hold.
// Usage: npm run build && BENCH_DATABASE_URL=postgres://…/postgres node bench/ledger.mjs
// (a database named kaamsetu_ledger_bench is created on that server and dropped afterwards).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './support/start-server.mjs';
import { ledgerAddsUp, ledgerInvariants } from './support/ledger-check.mjs';
import { signUpEmployer } from './support/sign-in.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error('Set BENCH_DATABASE_URL to any database on a PostgreSQL server (used to create the bench database).');
  process.exit(1);
}
const DB_NAME = 'kaamsetu_ledger_bench';
const EMPLOYERS = 20;
const WORKERS = 2_000;
const LOAD_SECONDS = 10;
const CONNECTIONS = 10;
const CRASH_AFTER_MS = 3_000;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${DB_NAME} with (force)`);
await admin.query(`create database ${DB_NAME}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${DB_NAME}`;
const env = {
  DATABASE_URL: databaseUrl.toString(),
  SEED_DEMO: 'false',
  RATE_LIMIT_PER_MINUTE: '100000000',
  OTP_SENDS_PER_IP_PER_HOUR: '100000',
  WELCOME_CREDITS_RUPEES: '100000',
};
const db = new pg.Client({ connectionString: databaseUrl.toString() });

function assertInvariants(label, found) {
  const ok = ledgerAddsUp(found);
  console.log(`${label}: ledger ${ok ? 'adds up' : 'DOES NOT ADD UP'} ${JSON.stringify(found)}`);
  if (!ok) process.exitCode = 1;
}

let server = await startServer(env);
try {
  await db.connect();
  const tokens = [];
  for (let i = 0; i < EMPLOYERS; i += 1) tokens.push(await signUpEmployer(server));
  // Workers straight into the database: complete, real (not demo) Labourers.
  const { rows: workers } = await db.query(
    `insert into users (name, phone, role, profile_completed_at)
     select 'bench worker ' || n, '+9170' || lpad(n::text, 8, '0'), 'Labourer', now()
     from generate_series(1, $1) n returning id`,
    [WORKERS],
  );
  const workerIds = workers.map((row) => row.id);

  // 1. Throughput. Request i: employer i % E and a worker that differs between consecutive requests too,
  // so concurrent requests rarely wait on the same account row (as with many employers in real use);
  // every pair is new (for a fixed employer the workers never repeat).
  let next = 0;
  const unlockRequest = () => {
    const i = next++;
    const token = tokens[i % EMPLOYERS];
    const worker = workerIds[(Math.floor(i / EMPLOYERS) + (i % EMPLOYERS) * 97) % WORKERS];
    return {
      method: 'POST',
      path: `/api/contacts/${worker}/unlock`,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    };
  };
  const health = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS / 2,
    requests: [{ path: '/healthz' }],
  });
  const unlocks = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, ...unlockRequest() }) }],
  });
  const { rows: counted } = await db.query('select count(*)::int as n from contact_unlocks');
  console.log(
    `unlocks: ${Math.round(unlocks.requests.average)} req/s over ${LOAD_SECONDS} s (${CONNECTIONS} connections),` +
      ` p50 ${unlocks.latency.p50} ms, p97.5 ${unlocks.latency.p97_5} ms, p99 ${unlocks.latency.p99} ms,` +
      ` non-2xx ${unlocks.non2xx}, errors ${unlocks.errors}; stored unlocks ${counted[0].n};` +
      ` /healthz ${Math.round(health.requests.average)} req/s`,
  );
  assertInvariants('after the load', await ledgerInvariants(db));

  // 2. Crash: unlocks and recharges from 10 concurrent clients; kill -9 after CRASH_AFTER_MS.
  const acknowledged = { unlocks: [], recharges: [] };
  let crashed = false;
  const call = async (path, token, body, headers = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body ?? {}),
    });
    return { status: response.status, body: await response.json() };
  };
  const client = async (c) => {
    for (let i = 0; !crashed; i += 1) {
      try {
        const token = tokens[c % EMPLOYERS];
        if (i % 3 === 2) {
          const order = await call('/api/wallet/recharges', token, { amountPaise: 10_000 });
          const paid = await call(`/api/dev/fake-gateway/orders/${order.body.orderId}/pay`, token, {
            outcome: 'success',
          });
          const confirmed = await call(`/api/wallet/recharges/${order.body.orderId}/confirm`, token, {
            paymentId: paid.body.paymentId,
            signature: paid.body.signature,
          });
          if (confirmed.status === 200) acknowledged.recharges.push(order.body.orderId);
        } else {
          const worker = workerIds[(c * 97 + i * 13 + 1_000) % WORKERS];
          const unlocked = await call(`/api/contacts/${worker}/unlock`, token, undefined, {
            'idempotency-key': randomUUID(),
          });
          if (unlocked.status === 200) acknowledged.unlocks.push({ token: c % EMPLOYERS, worker });
        }
      } catch {
        // The server is gone mid-request: not acknowledged, so nothing is owed.
      }
    }
  };
  const clients = Array.from({ length: CONNECTIONS }, (_, c) => client(c));
  await new Promise((resolve) => setTimeout(resolve, CRASH_AFTER_MS));
  await server.kill();
  crashed = true;
  await Promise.all(clients);
  server = await startServer(env, { dataDir: server.dataDir });

  const employerIds = await Promise.all(
    tokens.map((token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub),
  );
  let missing = 0;
  for (const unlock of acknowledged.unlocks) {
    const { rowCount } = await db.query('select 1 from contact_unlocks where employer_id = $1 and worker_id = $2', [
      employerIds[unlock.token],
      unlock.worker,
    ]);
    if (rowCount !== 1) missing += 1;
  }
  for (const orderId of acknowledged.recharges) {
    const { rows } = await db.query('select status from payment_orders where provider_order_id = $1', [orderId]);
    if (rows[0]?.status !== 'paid') missing += 1;
  }
  console.log(
    `crash after ${CRASH_AFTER_MS} ms: ${acknowledged.unlocks.length} unlocks and ${acknowledged.recharges.length}` +
      ` recharges acknowledged, ${missing} of them missing after restart`,
  );
  if (missing > 0) process.exitCode = 1;
  assertInvariants('after kill -9 and restart', await ledgerInvariants(db));
  const after = await fetch(`${server.url}/api/wallet`, { headers: { authorization: `Bearer ${tokens[0]}` } });
  console.log(`restarted server answers /api/wallet: HTTP ${after.status}`);
} finally {
  await server.stop().catch(() => undefined);
  await db.end().catch(() => undefined);
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.end();
}
