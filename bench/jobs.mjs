// Jobs near you at scale (issue 17): latency of matching one new job to the workers nearby (POST /api/jobs, which
// matches and queues the notices in its transaction), of GET /api/jobs/nearby and of search with a `near`, all
// uncached, on a PostgreSQL database seeded with `npm run db:seed-demo -- --count 1000000` plus 100,000 open jobs
// this script adds (and deletes again at the end).
// The demo people are samples, whom matching leaves out: the script counts them as real for the run (and sets
// them back), so matching has its full million to choose from.
// Usage: npm run build && BENCH_DATABASE_URL=postgres://… node bench/jobs.mjs
import pg from 'pg';
import { startServer } from './support/start-server.mjs';
import { completeProfile, signUpPerson } from './support/sign-in.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database seeded with db:seed-demo.');
  process.exit(1);
}

const JOBS = 100_000;
const POSTS = 100;
const FEED_REQUESTS = 300;
const SEARCH_REQUESTS = 300;
// Places of the demo people (their ids in the gazetteer), where jobs are posted and searched around.
const CITIES = { Jaipur: 1269515, Pune: 1259229, Lucknow: 1264733, Chennai: 1264527, Patna: 1260086, Surat: 1255364 };
const TRADES = ['mason', 'plumber', 'electrician', 'painter', 'carpenter', 'driver', 'helper', 'cook', 'welder'];
const SEARCHES = [
  'q=painter&near=1269515',
  'q=plumber&near=1259229&radiusKm=15',
  'q=electrician&near=1264527',
  'q=painter%20jaipur',
  'q=driver%20delhi',
  'q=welder%20pune',
  'q=kumar&near=1264733',
  'q=mistri&near=1260086&radiusKm=50',
  // Nothing typed: everyone near a place, the people free today first, then nearest first.
  'near=1269515',
  'near=1264733&radiusKm=50',
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summary(label, timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p) => percentile(sorted, p).toFixed(1);
  console.log(`${label}: p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms (${timings.length} requests)`);
}

async function timed(request) {
  const started = performance.now();
  const response = await request();
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}

const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
const server = await startServer({
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  SEARCH_CACHE_SECONDS: '0',
  RATE_LIMIT_PER_MINUTE: '100000000',
  OTP_SENDS_PER_IP_PER_HOUR: '100000',
  MAX_OPEN_JOBS: String(POSTS + 10),
  NOTIFICATION_SEND_SECONDS: '0',
});
let employerId;
// The 100,000 background jobs belong to another Employer, so the one posting keeps under MAX_OPEN_JOBS.
let backgroundId;
try {
  const employer = await signUpPerson(server, 'Employer', 'bench contractor');
  employerId = employer.userId;
  backgroundId = (await signUpPerson(server, 'Employer', 'bench background poster')).userId;
  await completeProfile(server, 'Employer', employer, { name: 'bench contractor', location: 'Jaipur' });
  const worker = await signUpPerson(server, 'Labourer', 'bench worker');
  await completeProfile(server, 'Labourer', worker, { name: 'bench worker', location: 'Jaipur', skills: 'Mason' });

  console.log('counting the demo people as real for the run, and adding 100,000 open jobs…');
  await admin.query('update users set is_demo = false where is_demo');
  await admin.query(
    `insert into jobs (id, employer_id, title, trade, wage_paise, wage_per, place_id, lat, lon, position, starts_on,
       workers, status, created_at, updated_at, published_at, expires_at)
     select gen_random_uuid(), $1, 'bench job', ($3::text[])[1 + (n % array_length($3::text[], 1))], 80000, 'day',
       pl.id, pl.lat + ((n::bigint * 7919) % 200 - 100) / 1000.0, pl.lon + ((n::bigint * 104729) % 200 - 100) / 1000.0,
       point(pl.lon + ((n::bigint * 104729) % 200 - 100) / 1000.0, pl.lat + ((n::bigint * 7919) % 200 - 100) / 1000.0),
       current_date + 2, 1, 'open', now(), now(), now(), now() + interval '20 days'
     from generate_series(1, $2::int) n
     join lateral (select id, lat, lon from places where population >= 200000
                   order by id offset (n % 60) limit 1) pl on true`,
    [backgroundId, JOBS, TRADES],
  );
  // Where autovacuum would be by then on a live database: statistics and the visibility map that lets the
  // covering indexes answer alone (index-only scans).
  await admin.query('vacuum analyze jobs');
  await admin.query('vacuum analyze trade_positions');
  // The flip above rewrote a million account rows: clean them now, or autovacuum does it during the timings.
  await admin.query('vacuum analyze users');
  // And write out what all that dirtied, so a checkpoint does not land in the middle of the timings.
  await admin.query('checkpoint');

  const headers = (token) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const posts = [];
  for (let i = 0; i < POSTS; i += 1) {
    const city = Object.values(CITIES)[i % Object.keys(CITIES).length];
    const { ms } = await timed(() =>
      fetch(`${server.url}/api/jobs`, {
        method: 'POST',
        headers: headers(employer.authToken),
        body: JSON.stringify({
          title: `Bench job ${i}`,
          trade: TRADES[i % TRADES.length],
          wagePaise: 800_00,
          wagePer: 'day',
          placeId: city,
          startsOn: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
          workers: 2,
        }),
      }),
    );
    posts.push(ms);
  }
  summary('post a job, matching 50 workers within 15 km and queueing their notices', posts);

  const feed = [];
  for (let i = 0; i < FEED_REQUESTS; i += 1) {
    const city = Object.values(CITIES)[i % Object.keys(CITIES).length];
    const trade = i % 2 === 0 ? `&trade=${TRADES[i % TRADES.length]}` : '';
    const { ms } = await timed(() =>
      fetch(`${server.url}/api/jobs/nearby?near=${city}&radiusKm=25${trade}`, { headers: headers(worker.authToken) }),
    );
    feed.push(ms);
  }
  summary('GET /api/jobs/nearby (25 km, half with a trade), uncached', feed);

  const searches = [];
  const perQuery = new Map();
  for (let i = 0; i < SEARCH_REQUESTS; i += 1) {
    const query = SEARCHES[i % SEARCHES.length];
    const { ms, body } = await timed(() =>
      fetch(`${server.url}/api/search/profiles?${query}&limit=20`, { headers: headers(employer.authToken) }),
    );
    searches.push(ms);
    perQuery.set(query, { ms: [...(perQuery.get(query)?.ms ?? []), ms], found: body.profiles.length });
  }
  summary('search with near (or a place in the words), uncached', searches);
  for (const [query, { ms, found }] of perQuery) {
    ms.sort((a, b) => a - b);
    console.log(
      `  ${query.padEnd(36)} p50 ${percentile(ms, 50).toFixed(1)} ms  p95 ${percentile(ms, 95).toFixed(1)} ms  (${found} shown)`,
    );
  }
} finally {
  await server.stop();
  // Leave the seed as it was: demo people again, no bench jobs, notices or bench people's rows.
  const benchEmployers = [employerId, backgroundId].filter(Boolean);
  if (benchEmployers.length > 0) {
    await admin.query(
      `delete from notifications where job_id in (select id from jobs where employer_id = any($1::uuid[]))`,
      [benchEmployers],
    );
    await admin.query(`delete from notification_outbox where kind = 'job_nearby'`);
    await admin.query(
      `delete from job_applications where job_id in (select id from jobs where employer_id = any($1::uuid[]))`,
      [benchEmployers],
    );
    await admin.query(`delete from jobs where employer_id = any($1::uuid[])`, [benchEmployers]);
  }
  await admin.query(`update users set is_demo = true where phone like '+916%' and not is_demo`);
  await admin.end();
}
