// Held wages under a crash, on PostgreSQL: Employers pay agreed wages into escrow and release them in parts
// (a day at a time) from concurrent clients, workers mark the work done, and the server is killed with
// `kill -9` mid-load (once half the wages are confirmed), then restarted on the same database. Afterwards:
// - every funding and every release that got a 2xx is in the database;
// - no wage was held twice: a retry of every acknowledged confirmation (as a client would after the crash)
//   changes nothing, and each agreement has at most one hold in the ledger;
// - the ledger adds up, and the escrow account holds exactly what the agreements say they hold;
// - the escrow partner's instructions written before the crash are all sent after the restart, each once.
// Usage: npm run build && BENCH_DATABASE_URL=postgres://…/postgres node bench/agreements.mjs
// (a database named kaamsetu_agreements_bench is created on that server and dropped afterwards).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startServer } from './support/start-server.mjs';
import { ledgerAddsUp, ledgerInvariants } from './support/ledger-check.mjs';
import { signUpPerson } from './support/sign-in.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error('Set BENCH_DATABASE_URL to any database on a PostgreSQL server (used to create the bench database).');
  process.exit(1);
}
const DB_NAME = 'kaamsetu_agreements_bench';
const PAIRS = 60;
const CLIENTS = 10;
const WAGE_PAISE = 3_000_00;
const DAYS = 3;

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
  ESCROW_SWEEP_SECONDS: '1',
};
const db = new pg.Client({ connectionString: databaseUrl.toString() });
let failed = false;
const check = (ok, text) => {
  console.log(`${ok ? 'ok ' : 'FAIL'} ${text}`);
  if (!ok) failed = true;
};

let server = await startServer(env);
try {
  await db.connect();
  const call = async (urlPath, token, body, headers = {}) => {
    const response = await fetch(`${server.url}${urlPath}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body ?? {}),
    });
    return { status: response.status, body: await response.json() };
  };
  const once = () => ({ 'idempotency-key': randomUUID() });

  // Pairs with an engagement (the Employer saw the number) and an agreement the worker accepted.
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + 24 * 60 * 60_000),
  );
  const pairs = [];
  for (let i = 0; i < PAIRS; i += 1) {
    const employer = await signUpPerson(server, 'Employer', `bench employer ${i}`);
    const worker = await signUpPerson(server, 'Labourer', `bench worker ${i}`);
    await db.query('update users set profile_completed_at = now() where id = $1', [worker.userId]);
    const unlocked = await call(`/api/contacts/${worker.userId}/unlock`, employer.authToken, undefined, once());
    if (unlocked.status !== 200) throw new Error(`unlock answered ${unlocked.status}`);
    const proposed = await call(
      '/api/agreements',
      employer.authToken,
      { workerId: worker.userId, title: `Bench work ${i}`, amountPaise: WAGE_PAISE, startsOn: tomorrow, days: DAYS },
      once(),
    );
    if (proposed.status !== 201)
      throw new Error(`propose answered ${proposed.status}: ${JSON.stringify(proposed.body)}`);
    const id = proposed.body.agreement.id;
    await call(`/api/agreements/${id}/accept`, worker.authToken, undefined, once());
    pairs.push({ id, employer: employer.authToken, worker: worker.authToken });
  }

  // Each client works its agreements through: pay, confirm, mark done, release a day at a time.
  const acknowledged = { funded: [], released: new Map() };
  let crashed = false;
  const work = async (pair) => {
    const order = await call(`/api/agreements/${pair.id}/fund`, pair.employer);
    const paid = await call(`/api/dev/fake-gateway/orders/${order.body.orderId}/pay`, pair.employer, {
      outcome: 'success',
    });
    const payment = { paymentId: paid.body.paymentId, signature: paid.body.signature };
    const confirmed = await call(`/api/agreements/${pair.id}/fund/confirm`, pair.employer, payment, once());
    if (confirmed.status === 200) acknowledged.funded.push({ ...pair, payment });
    await call(`/api/agreements/${pair.id}/complete`, pair.worker, undefined, once());
    for (let day = 0; day < DAYS && !crashed; day += 1) {
      const released = await call(
        `/api/agreements/${pair.id}/release`,
        pair.employer,
        { amountPaise: WAGE_PAISE / DAYS },
        once(),
      );
      if (released.status === 200) {
        acknowledged.released.set(pair.id, (acknowledged.released.get(pair.id) ?? 0) + WAGE_PAISE / DAYS);
      }
    }
  };
  const client = async (c) => {
    for (let i = c; i < pairs.length && !crashed; i += CLIENTS) {
      try {
        await work(pairs[i]);
      } catch {
        // The server is gone mid-request: not acknowledged, so nothing is owed.
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
  // Mid-flight, whatever the machine's speed: once half the wages have been confirmed.
  const started = Date.now();
  while (acknowledged.funded.length < PAIRS / 2) await new Promise((resolve) => setTimeout(resolve, 5));
  await server.kill();
  const crashedAfterMs = Date.now() - started;
  crashed = true;
  await Promise.all(clients);
  const released = [...acknowledged.released.values()].reduce((sum, paise) => sum + paise, 0);
  console.log(
    `kill -9 after ${crashedAfterMs} ms: ${acknowledged.funded.length} fundings and ${released / 100} rupees of` +
      ` releases acknowledged`,
  );
  server = await startServer(env, { dataDir: server.dataDir });

  // Clients retry every confirmation they sent; a wage already held is not held again.
  for (const pair of acknowledged.funded) {
    await call(`/api/agreements/${pair.id}/fund/confirm`, pair.employer, pair.payment, once());
  }
  let missingFunding = 0;
  let missingRelease = 0;
  for (const pair of acknowledged.funded) {
    const { rows } = await db.query('select funded_at, released_paise from agreements where id = $1', [pair.id]);
    if (!rows[0]?.funded_at) missingFunding += 1;
    if (Number(rows[0]?.released_paise ?? 0) < (acknowledged.released.get(pair.id) ?? 0)) missingRelease += 1;
  }
  check(
    missingFunding === 0 && missingRelease === 0,
    `acknowledged and missing: ${missingFunding} fundings, ${missingRelease} releases`,
  );
  const { rows: doubled } = await db.query(
    `select count(*)::int as n from (select description from ledger_transactions where kind = 'escrow_funded'
       group by description having count(*) > 1) d`,
  );
  check(doubled[0].n === 0, `agreements held twice: ${doubled[0].n}`);
  const { rows: mismatched } = await db.query(
    `select count(*)::int as n from agreements a where a.released_paise <> coalesce((select sum(e.amount_paise)
       from ledger_entries e join ledger_transactions t on t.id = e.transaction_id join ledger_accounts acc
       on acc.id = e.account_id where t.kind = 'escrow_released' and acc.kind = 'earnings'
       and t.description = 'Agreement ' || a.id || ': wage paid'), 0)`,
  );
  check(
    mismatched[0].n === 0,
    `agreements whose released amount differs from the worker's ledger entries: ${mismatched[0].n}`,
  );
  const invariants = await ledgerInvariants(db);
  check(ledgerAddsUp(invariants), `ledger adds up ${JSON.stringify(invariants)}`);
  const { rows: escrow } = await db.query(
    `select (select coalesce(sum(e.amount_paise), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
              where a.kind = 'escrow_held')::bigint as ledger,
            (select coalesce(sum(held_paise), 0) from agreements)::bigint as agreements`,
  );
  check(
    escrow[0].ledger === escrow[0].agreements,
    `escrow held: ledger ${escrow[0].ledger}, agreements ${escrow[0].agreements}`,
  );

  // The restarted server sends what the crash left pending to the escrow partner, each instruction once.
  const deadline = Date.now() + 30_000;
  let pending = -1;
  while (Date.now() < deadline) {
    const { rows } = await db.query(`select count(*)::int as n from escrow_instructions where status <> 'done'`);
    pending = rows[0].n;
    if (pending === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const { rows: instructions } = await db.query('select count(*)::int as n from escrow_instructions');
  const records = readFileSync(path.join(server.dataDir, 'escrow-records.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line).reference);
  check(
    pending === 0 && records.length === instructions[0].n && new Set(records).size === records.length,
    `escrow instructions: ${instructions[0].n} written, ${pending} not sent, ${records.length} recorded by the partner` +
      ` (${records.length - new Set(records).size} twice)`,
  );
} finally {
  await server.stop().catch(() => undefined);
  await db.end().catch(() => undefined);
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.end();
}
if (failed) process.exitCode = 1;
