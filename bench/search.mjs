// Search at scale: latency percentiles of GET /api/search/profiles and requests/s under autocannon compared with
// GET /healthz in the same run, against a PostgreSQL database filled with
// `npm run db:seed-demo -- --count 1000000`. Two mixes: a fixed one of 12 queries, and 1,000 distinct searches
// (20 trades × 25 towns × first and second page), so the search cache cannot hide the database; both on a server
// with the search cache off, then on one with it on (the default). The load average is printed around each.
// Usage: npm run build && BENCH_DATABASE_URL=postgres://… node bench/search.mjs
// BENCH_SEARCH_CACHE=off runs the cache-off server only (about half the time; the uncached path's figures alone).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from './support/start-server.mjs';
import { signUpEmployer } from './support/sign-in.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database seeded with db:seed-demo.');
  process.exit(1);
}

const QUERIES = [
  'plumber',
  'plumbr',
  'electrision',
  'carp',
  'mistri',
  'राजमिस्त्री',
  'bijli wala',
  'painter jaipur',
  'kumar',
  'driver delhi',
  'बढ़ई',
  'welder pune',
];
// The distinct mix: "<trade> <town>" (the town becomes the search's `near`), first and second page: trades and
// towns the demo people have (Pimpri: Pune's), so that every search has a second page (20 × 25 × 2 = 1,000
// distinct searches). Gurugram, Bhubaneswar and Kochi are demo towns but not in the mix: search does not take
// them for places (the gazetteer has no Gurugram; the other two only as aliases), so "<trade> kochi" is two words.
const TRADE_WORDS = [
  'mason',
  'electrician',
  'plumber',
  'painter',
  'carpenter',
  'driver',
  'helper',
  'cook',
  'cleaner',
  'welder',
  'tile fitter',
  'gardener',
  'security guard',
  'tailor',
  'mechanic',
  'house help',
  'mistri',
  'wireman',
  'delivery',
  'pipe fitter',
];
const TOWNS = [
  'jaipur',
  'jodhpur',
  'udaipur',
  'delhi',
  'noida',
  'lucknow',
  'kanpur',
  'patna',
  'kolkata',
  'ranchi',
  'mumbai',
  'pune',
  'nagpur',
  'ahmedabad',
  'surat',
  'indore',
  'bhopal',
  'hyderabad',
  'bengaluru',
  'chennai',
  'coimbatore',
  'chandigarh',
  'guwahati',
  'pimpri',
  'ludhiana',
];
const LATENCY_REQUESTS = 600;
const urlFor = (q) => `/api/search/profiles?q=${encodeURIComponent(q)}&limit=20`;
const LOAD_SECONDS = 10;
const CONNECTIONS = 10;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
const timedGet = async (server, headers, path) => {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, { headers });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return { ms: performance.now() - started, body };
};
const summary = (timings) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
};

/** The distinct mix's paths: each "<trade> <town>" first page, and its second through the first page's cursor. */
async function distinctPaths(server, headers) {
  const paths = [];
  for (const trade of TRADE_WORDS) {
    for (const town of TOWNS) {
      const first = urlFor(`${trade} ${town}`);
      const { body } = await timedGet(server, headers, first);
      paths.push(first);
      if (body.nextCursor) paths.push(`${first}&cursor=${encodeURIComponent(body.nextCursor)}`);
    }
  }
  return paths;
}

/** Both mixes on one server: sequential latency, then autocannon against each and against /healthz. */
async function measure(server, headers, label, distinct) {
  console.log(`--- ${label} (load average ${loadAverage()})`);
  const fixed = [];
  const perQuery = new Map();
  for (let i = 0; i < LATENCY_REQUESTS; i += 1) {
    const q = QUERIES[i % QUERIES.length];
    const { ms, body } = await timedGet(server, headers, urlFor(q));
    fixed.push(ms);
    perQuery.set(q, { ms: [...(perQuery.get(q)?.ms ?? []), ms], found: body.profiles.length });
  }
  console.log(`fixed mix, ${LATENCY_REQUESTS} sequential requests: ${summary(fixed)}`);
  for (const [q, { ms, found }] of perQuery) {
    ms.sort((a, b) => a - b);
    console.log(
      `  ${q.padEnd(16)} p50 ${percentile(ms, 50).toFixed(1)} ms  p95 ${percentile(ms, 95).toFixed(1)} ms  (${found} shown)`,
    );
  }
  // Each distinct search once: the cursors were made on the cache-off server, so with the cache on none of these
  // answers has been kept yet (all are misses); under autocannon they repeat, and most come from the cache.
  const distinctTimings = [];
  for (const path of distinct) distinctTimings.push((await timedGet(server, headers, path)).ms);
  console.log(`distinct mix, ${distinct.length} searches once each: ${summary(distinctTimings)}`);
  const load = (requests) =>
    autocannon({ url: server.url, connections: CONNECTIONS, duration: LOAD_SECONDS, requests });
  const healthz = async () => (await load([{ method: 'GET', path: '/healthz' }])).requests.average;
  // Other work shares the cores and comes and goes: /healthz is measured just before and just after each search
  // run, and the ratio is to their mean.
  let before = await healthz();
  for (const [name, mix] of [
    ['fixed mix', QUERIES.map(urlFor)],
    ['distinct mix', distinct],
  ]) {
    const search = await load(mix.map((path) => ({ method: 'GET', path, headers })));
    const perSecond = search.requests.average;
    const after = await healthz();
    const reference = (before + after) / 2;
    console.log(
      `${name} throughput (${CONNECTIONS} connections, ${LOAD_SECONDS} s): search ${Math.round(perSecond)} req/s,` +
        ` /healthz ${Math.round(before)} before and ${Math.round(after)} after, ratio ${(perSecond / reference).toFixed(2)};` +
        ` search errors ${search.errors + search.non2xx}`,
    );
    before = after;
  }
  console.log(`--- end of ${label} (load average ${loadAverage()})`);
}

const serverEnv = {
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  RATE_LIMIT_PER_MINUTE: '100000000',
  OTP_SENDS_PER_IP_PER_HOUR: '100000',
};

// Cache off first: the distinct mix's cursors are made here, and every search goes to the database.
let distinct;
const uncached = await startServer({ ...serverEnv, SEARCH_CACHE_SECONDS: '0' });
try {
  const token = await signUpEmployer(uncached);
  const headers = { authorization: `Bearer ${token}` };
  for (const q of QUERIES) await timedGet(uncached, headers, urlFor(q)); // warm the word look-ups
  distinct = await distinctPaths(uncached, headers);
  await measure(uncached, headers, 'cache off (SEARCH_CACHE_SECONDS=0)', distinct);
} finally {
  await uncached.stop();
}

if (process.env.BENCH_SEARCH_CACHE !== 'off') {
  const cached = await startServer(serverEnv);
  try {
    const token = await signUpEmployer(cached);
    const headers = { authorization: `Bearer ${token}` };
    for (const q of QUERIES) await timedGet(cached, headers, urlFor(q)); // warm caches
    await measure(cached, headers, 'cache on (default, 30 s)', distinct);

    const topTimings = [];
    const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
    for (let i = 0; i < 100; i += 1) {
      const started = performance.now();
      const response = await fetch(`${cached.url}/api/users/protected/get-random-profiles`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ id: userId }),
      });
      await response.json();
      topTimings.push(performance.now() - started);
    }
    console.log(`top performers over 100 sequential requests: ${summary(topTimings)}`);
  } finally {
    await cached.stop();
  }
}
