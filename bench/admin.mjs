// The Admin's tables at scale: first page and a search of each, p50/p95/p99 over sequential requests,
// against a PostgreSQL database filled with
//   npm run db:seed-demo -- --count 1000000 --transactions 1000000
// The script adds 100,000 Hire Now requests and marks 100,000 demo people as added by a staff member
// (so those tables have something to page through), creates an Admin with the CLI and signs in.
// Usage: npm run build && BENCH_DATABASE_URL=postgres://…/kaamsetu_bench node bench/admin.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startServer } from './support/start-server.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database seeded with db:seed-demo (people and transactions).');
  process.exit(1);
}
const REQUESTS = 200;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const server = await startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: 'false', RATE_LIMIT_PER_MINUTE: '100000000' });
try {
  // An Admin for this run, made by the documented CLI, signed in with passcode and the texted code.
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const passcode = `bench-${Math.random().toString(36).slice(2)}-passcode`;
  execFileSync(
    process.execPath,
    [
      'apps/server/dist/cli/create-staff.js',
      '--role',
      'Admin',
      '--name',
      'Bench Admin',
      '--phone',
      phone,
      '--passcode',
      passcode,
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: server.dataDir }, stdio: 'ignore' },
  );
  const post = (url, body) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  await post('/api/staff/admin/otp', { passcode });
  const outbox = readFileSync(path.join(server.dataDir, 'sms-outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const otp = /\d{6}/.exec(outbox.findLast((line) => line.to === `+91${phone}`).body)[0];
  const { token } = await post('/api/staff/admin/verify', { passcode, otp });
  const [{ id: staffId }] = (await db.query('select id from staff_members where phone = $1', [`+91${phone}`])).rows;

  // Rows for the mediation and people-added tables, once per database.
  const count = async (query) => (await db.query(query)).rows[0].n;
  if ((await count('select count(*)::int as n from mediation_requests')) < 100_000) {
    await db.query(`insert into mediation_requests (employer_id, labourer_id, location, salary_rupees, status, created_at)
      select e.id, l.id, 'Jaipur', 500 + n % 500, case when n % 3 = 0 then 'Done' else 'Pending' end::mediation_status,
             now() - make_interval(secs => n * 300)
      from generate_series(1, 100000) n
      join lateral (select id from users where role = 'Employer' and is_demo offset n % 1000 limit 1) e on true
      join lateral (select id from users where role = 'Labourer' and is_demo offset n % 1000 limit 1) l on true`);
  }
  if ((await count('select count(*)::int as n from users where added_by_staff_id is not null')) < 100_000) {
    await db.query(
      `update users set added_by_staff_id = $1
      where id in (select id from users where is_demo order by id limit 100000)`,
      [staffId],
    );
  }
  await db.query('analyze');
  const { rows: sizes } = await db.query(`select (select count(*) from users)::int as people,
      (select count(*) from ledger_transactions)::int as transactions,
      (select count(*) from mediation_requests)::int as mediation,
      (select count(*) from users where added_by_staff_id is not null)::int as added`);
  console.log(`database: ${JSON.stringify(sizes[0])}`);

  const cases = [
    ['transactions, first page', '/api/staff/admin/transactions'],
    ['transactions, search by name', '/api/staff/admin/transactions?q=sharma'],
    ['transactions, date range', '/api/staff/admin/transactions?from=2026-06-01&to=2026-06-30'],
    ['mediation, first page', '/api/staff/admin/mediation-requests'],
    ['mediation, search', '/api/staff/admin/mediation-requests?q=kumar'],
    ['labourers added, first page', '/api/staff/admin/people-added?type=Labourer'],
    ['labourers added, search', '/api/staff/admin/people-added?type=Labourer&q=singh'],
    ['people search (search & modify)', '/api/staff/people?type=Labourer&q=ramesh'],
    ['wallets search', '/api/staff/admin/wallets?q=patel'],
    ['analytics', '/api/staff/admin/analytics'],
    ['audit, first page', '/api/staff/admin/audit'],
  ];
  const headers = { authorization: `Bearer ${token}` };
  for (const [label, url] of cases) {
    await fetch(`${server.url}${url}`, { headers }); // warm
    const timings = [];
    let shown = 0;
    for (let i = 0; i < REQUESTS; i += 1) {
      const started = performance.now();
      const response = await fetch(`${server.url}${url}`, { headers });
      const body = await response.json();
      timings.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status} ${JSON.stringify(body)}`);
      shown = (body.items ?? body.people ?? body.wallets ?? []).length;
    }
    timings.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(34)} p50 ${percentile(timings, 50).toFixed(1)} ms  p95 ${percentile(timings, 95).toFixed(1)} ms` +
        `  p99 ${percentile(timings, 99).toFixed(1)} ms  (${shown} rows)`,
    );
  }
} finally {
  await server.stop();
  await db.end();
}
