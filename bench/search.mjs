// Search at scale: latency percentiles of GET /api/search/profiles for a fixed query mix, and requests/s
// under autocannon compared with GET /healthz in the same run, against a PostgreSQL database filled with
// `npm run db:seed-demo -- --count 1000000`. Then a second mix of 1,000 distinct searches (20 trades × 25 towns ×
// 2 pages) on a second server with the search cache off, so no kept answer hides the database, and the fixed mix
// again on that server.
// Usage: npm run build && BENCH_DATABASE_URL=postgres://… node bench/search.mjs
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
// The distinct mix: "<trade> <town>" (the town becomes the search's `near`), first and second page.
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
  'ac technician',
  'barber',
  'loader',
  'mistri',
];
const TOWNS = [
  'jaipur',
  'delhi',
  'mumbai',
  'pune',
  'chennai',
  'kolkata',
  'lucknow',
  'patna',
  'surat',
  'ahmedabad',
  'bengaluru',
  'hyderabad',
  'indore',
  'bhopal',
  'nagpur',
  'kanpur',
  'agra',
  'varanasi',
  'ludhiana',
  'nashik',
  'vadodara',
  'rajkot',
  'coimbatore',
  'madurai',
  'jodhpur',
];
const LATENCY_REQUESTS = 600;
const urlFor = (q) => `/api/search/profiles?q=${encodeURIComponent(q)}&limit=20`;
const LOAD_SECONDS = 10;
const CONNECTIONS = 10;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const server = await startServer({
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  RATE_LIMIT_PER_MINUTE: '100000000',
  OTP_SENDS_PER_IP_PER_HOUR: '100000',
});
try {
  const token = await signUpEmployer(server);
  const headers = { authorization: `Bearer ${token}` };

  for (const q of QUERIES) await fetch(`${server.url}${urlFor(q)}`, { headers }); // warm caches

  const timings = [];
  const perQuery = new Map();
  for (let i = 0; i < LATENCY_REQUESTS; i += 1) {
    const q = QUERIES[i % QUERIES.length];
    const started = performance.now();
    const response = await fetch(`${server.url}${urlFor(q)}`, { headers });
    const body = await response.json();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${q}: ${response.status}`);
    timings.push(ms);
    perQuery.set(q, { ms: [...(perQuery.get(q)?.ms ?? []), ms], found: body.profiles.length });
  }
  timings.sort((a, b) => a - b);
  console.log(
    `search latency over ${LATENCY_REQUESTS} sequential requests: p50 ${percentile(timings, 50).toFixed(1)} ms,` +
      ` p95 ${percentile(timings, 95).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms`,
  );
  for (const [q, { ms, found }] of perQuery) {
    ms.sort((a, b) => a - b);
    console.log(
      `  ${q.padEnd(16)} p50 ${percentile(ms, 50).toFixed(1)} ms  p95 ${percentile(ms, 95).toFixed(1)} ms  (${found} shown)`,
    );
  }

  const topTimings = [];
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
  for (let i = 0; i < 100; i += 1) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/users/protected/get-random-profiles`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ id: userId }),
    });
    await response.json();
    topTimings.push(performance.now() - started);
  }
  topTimings.sort((a, b) => a - b);
  console.log(
    `top performers over 100 sequential requests: p50 ${percentile(topTimings, 50).toFixed(1)} ms,` +
      ` p95 ${percentile(topTimings, 95).toFixed(1)} ms`,
  );

  const load = (requests) =>
    autocannon({ url: server.url, connections: CONNECTIONS, duration: LOAD_SECONDS, requests });
  const health = await load([{ method: 'GET', path: '/healthz' }]);
  const search = await load(QUERIES.map((q) => ({ method: 'GET', path: urlFor(q), headers })));
  console.log(
    `throughput (${CONNECTIONS} connections, ${LOAD_SECONDS} s each): /healthz ${Math.round(health.requests.average)} req/s,` +
      ` search ${Math.round(search.requests.average)} req/s, ratio ${(search.requests.average / health.requests.average).toFixed(2)};` +
      ` search errors ${search.errors + search.non2xx}`,
  );
} finally {
  await server.stop();
}

// The distinct mix, cache off: each search's first page, then its second through the first page's cursor.
const uncached = await startServer({
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  SEARCH_CACHE_SECONDS: '0',
  RATE_LIMIT_PER_MINUTE: '100000000',
  OTP_SENDS_PER_IP_PER_HOUR: '100000',
});
try {
  const token = await signUpEmployer(uncached);
  const headers = { authorization: `Bearer ${token}` };
  const firstPages = TRADE_WORDS.flatMap((trade) =>
    TOWNS.map((town) => `/api/search/profiles?q=${encodeURIComponent(`${trade} ${town}`)}&limit=20`),
  );
  const timed = async (path) => {
    const started = performance.now();
    const response = await fetch(`${uncached.url}${path}`, { headers });
    const body = await response.json();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return { ms: performance.now() - started, body };
  };
  const timings = [];
  const paths = [];
  for (const first of firstPages) {
    const page1 = await timed(first);
    timings.push(page1.ms);
    paths.push(first);
    if (!page1.body.nextCursor) continue;
    const second = `${first}&cursor=${encodeURIComponent(page1.body.nextCursor)}`;
    timings.push((await timed(second)).ms);
    paths.push(second);
  }
  timings.sort((a, b) => a - b);
  console.log(
    `distinct mix, cache off: ${paths.length} distinct searches (${firstPages.length} first pages and their second):` +
      ` p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms,` +
      ` p99 ${percentile(timings, 99).toFixed(1)} ms`,
  );
  // The fixed mix again, every search to the database (issue 19: uncached p95 ≤ 15 ms, trade + city included).
  const fixed = [];
  for (let i = 0; i < LATENCY_REQUESTS; i += 1) fixed.push((await timed(urlFor(QUERIES[i % QUERIES.length]))).ms);
  fixed.sort((a, b) => a - b);
  console.log(
    `fixed mix, cache off, ${LATENCY_REQUESTS} sequential requests: p50 ${percentile(fixed, 50).toFixed(1)} ms,` +
      ` p95 ${percentile(fixed, 95).toFixed(1)} ms, p99 ${percentile(fixed, 99).toFixed(1)} ms`,
  );
  const load = (requests) =>
    autocannon({ url: uncached.url, connections: CONNECTIONS, duration: LOAD_SECONDS, requests });
  const health = await load([{ method: 'GET', path: '/healthz' }]);
  for (const [name, mix] of [
    ['distinct mix', paths],
    ['fixed mix', QUERIES.map(urlFor)],
  ]) {
    const search = await load(mix.map((path) => ({ method: 'GET', path, headers })));
    console.log(
      `${name} throughput, cache off (${CONNECTIONS} connections, ${LOAD_SECONDS} s each): /healthz ${Math.round(health.requests.average)} req/s,` +
        ` search ${Math.round(search.requests.average)} req/s, ratio ${(search.requests.average / health.requests.average).toFixed(2)};` +
        ` search errors ${search.errors + search.non2xx}`,
    );
  }
} finally {
  await uncached.stop();
}
