// Distance queries (issue 17): "people within R km of a point, nearest first, optionally of one trade", answered
// by PostgreSQL itself in two ways, measured at 1,000,000 rows so the choice rests on numbers:
//   A. cube + earthdistance: a GiST index on ll_to_earth(lat, lon), earth_box prefilter, exact earth_distance.
//      Measured with the query as first written (sort the whole box by distance) and with the GiST's own
//      nearest-first scan (ORDER BY ... <-> ..., the same index), and for one trade with a btree on trade
//      beside the GiST or with one btree_gist composite GiST (trade, ll_to_earth(lat, lon)).
//   B. a cell column (0.1° × 0.1°, about 11 × 10 km over India) with B-trees on (cell) and (trade, cell):
//      the cells covering the circle's bounding box, then the exact haversine distance, sorted.
//   C. what the app runs (decision 021): a core `point(lon, lat)` column with a GiST index, `position <@
//      box_around(...)`, then `great_circle_m` (haversine), sorted; the two functions are read from the app's
//      migration 0012, so the bench measures the app's own SQL. No extension at all.
// BENCH_DISTANCE_VARIANTS=C (or A,B / any letters) runs only those variants; all three by default.
// Then it checks on embedded PGlite (what the app runs by default) that the same SQL runs there and gives the
// same ids as PostgreSQL on a 20,000-row table seeded identically.
// Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/distance.mjs
// It creates its own database (kaamsetu_distance_<timestamp>) on that server and drops it at the end, even
// on failure. Takes about 5–8 minutes on 2 cores; BENCH_DISTANCE_ROWS overrides the 1,000,000 rows.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_DISTANCE_ROWS ?? 1_000_000);
const PGLITE_ROWS = 20_000;
const VARIANTS = (process.env.BENCH_DISTANCE_VARIANTS ?? 'A,B,C').toUpperCase();
/** great_circle_m and box_around exactly as the app's migration creates them. */
const APP_GEO_SQL = readFileSync(new URL('../apps/server/src/db/migrations/0012_places.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) =>
    statement
      .replace(/^(\s*--.*\n)+/, '')
      .trim()
      .replace(/;$/, ''),
  )
  .filter((statement) => statement.startsWith('CREATE FUNCTION'))
  .join(';\n');
const CITIES = 200;
const QUERIES_PER_CASE = 300;
const WARM_UP_QUERIES = 20;
const LIMIT = 20;
const COMMON_TRADE = 0; // ~7 % of rows
const RARE_TRADE = 25; // ~0.25 % of rows
const CASES = [15, 50].flatMap((km) =>
  [null, COMMON_TRADE, RARE_TRADE].map((trade) => ({
    km,
    trade,
    name: `${km} km${trade === null ? '' : `, trade ${trade}`}`,
  })),
);
// The whole run stops by itself: every statement has a timeout and the query loops give up past a deadline.
const DEADLINE = Date.now() + 15 * 60_000;
const STATEMENT_TIMEOUT = '180s';
// Ctrl-C stops at the next query instead of killing the process, so the finally below still drops the database.
let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
});
// earthdistance's sphere (earth() = 6378168 m); the cell variant uses the same radius so both answer alike.
const EARTH_RADIUS_M = 6378168;

/** mulberry32: a small seeded PRNG, so centres and query points are the same on every run and every database. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** City centres, uniform over India's latitude/longitude box, rounded to 1e-4° (about 10 m). */
function cityCentres() {
  const random = prng(17);
  const round = (x) => Math.round(x * 1e4) / 1e4;
  return Array.from({ length: CITIES }, (_, id) => ({
    id,
    lat: round(8 + 24 * random()),
    lon: round(69 + 23 * random()),
  }));
}

// Seeding happens inside the database from generate_series: the "random" numbers are hashes of (row, stream)
// (hashint8extended is stable across versions and platforms, as hash partitioning needs), so PostgreSQL and
// PGlite build identical rows. Offsets are sums of three uniforms (normal-ish, sd 0.3°) rather than Box–Muller,
// so only + − × ÷ touch the coordinates and no libm difference can move a point. City sizes are skewed
// (centre = 200·u²: the first centre holds ~7 % of clustered points, like a metro); 10 % of points are spread
// uniformly. Trades: 0–9 about 7 % each, 10–19 2.5 % each, 20–39 0.25 % each.
const SETUP_SQL = `
  create function bench_uniform(i bigint, stream bigint) returns float8
    language sql immutable parallel safe
    return (hashint8extended(i, stream) & 9007199254740991)::float8 / 9007199254740992;
  create function bench_cell(lat float8, lon float8) returns int
    language sql immutable parallel safe
    return (floor(lat * 10)::int + 900) * 4000 + (floor(lon * 10)::int + 1800);
  create table centres (id int primary key, lat float8 not null, lon float8 not null);
  ${APP_GEO_SQL};
`;

function seedSql(table) {
  const create = `create table ${table} (id bigint primary key, trade smallint not null, lat float8 not null,
    lon float8 not null, cell int not null, position point not null)`;
  const insert = `
    insert into ${table} (id, trade, lat, lon, cell, position)
    select id, trade, lat, lon, bench_cell(lat, lon), point(lon, lat)
    from (
      select u.i as id,
        (case when u.t < 0.70 then least(9, floor(u.t / 0.07))
              when u.t < 0.95 then least(19, 10 + floor((u.t - 0.70) / 0.025))
              else least(39, 20 + floor((u.t - 0.95) / 0.0025)) end)::smallint as trade,
        case when u.spread then 8 + 24 * u.a else c.lat + 0.6 * u.dlat end as lat,
        case when u.spread then 69 + 23 * u.b else c.lon + 0.6 * u.dlon end as lon
      from (
        select i, bench_uniform(i, 1) < 0.10 as spread, bench_uniform(i, 2) as city,
          bench_uniform(i, 3) + bench_uniform(i, 4) + bench_uniform(i, 5) - 1.5 as dlat,
          bench_uniform(i, 6) + bench_uniform(i, 7) + bench_uniform(i, 8) - 1.5 as dlon,
          bench_uniform(i, 9) as t, bench_uniform(i, 10) as a, bench_uniform(i, 11) as b
        from generate_series(1::bigint, $1::bigint) i
      ) u
      join centres c on c.id = least(${CITIES - 1}, floor(${CITIES} * u.city * u.city))::int
    ) p`;
  return { create, insert };
}

// --- The queries. $1 lat, $2 lon, $3 metres, then the trade; the cell variant takes the cell list as $3. ---

function earthBoxSortSql(table, withTrade) {
  return `select id from ${table}
    where earth_box(ll_to_earth($1, $2), $3) @> ll_to_earth(lat, lon)
      and earth_distance(ll_to_earth($1, $2), ll_to_earth(lat, lon)) <= $3${withTrade ? ' and trade = $4' : ''}
    order by earth_distance(ll_to_earth($1, $2), ll_to_earth(lat, lon))
    limit ${LIMIT}`;
}

// Same filter, but ordered by the cube's straight-line (chord) distance, which the GiST can hand out nearest
// first; the chord grows with the great-circle distance, so the order is the same and the scan stops at 20.
function earthKnnSql(table, withTrade) {
  return `select id from ${table}
    where earth_box(ll_to_earth($1, $2), $3) @> ll_to_earth(lat, lon)
      and earth_distance(ll_to_earth($1, $2), ll_to_earth(lat, lon)) <= $3${withTrade ? ' and trade = $4' : ''}
    order by ll_to_earth(lat, lon) <-> ll_to_earth($1, $2)
    limit ${LIMIT}`;
}

function cellsSql(table, withTrade) {
  return `select id from (
      select id, 2 * ${EARTH_RADIUS_M} * asin(sqrt(
          power(sin(radians(lat - $1) / 2), 2)
          + cos(radians($1)) * cos(radians(lat)) * power(sin(radians(lon - $2) / 2), 2))) as metres
      from ${table}
      where cell = any($3::int[])${withTrade ? ' and trade = $5' : ''}
    ) near
    where metres <= $4
    order by metres
    limit ${LIMIT}`;
}

/** The 0.1° cells covering the circle's bounding box (computed by the app; mirrors bench_cell). */
function cellsAround(lat, lon, metres) {
  const dLat = ((metres / EARTH_RADIUS_M) * 180) / Math.PI;
  const farthestLat = Math.min(89, Math.abs(lat) + dLat);
  const dLon = dLat / Math.cos((farthestLat * Math.PI) / 180);
  const cells = [];
  for (let la = Math.floor((lat - dLat) * 10); la <= Math.floor((lat + dLat) * 10); la += 1) {
    for (let lo = Math.floor((lon - dLon) * 10); lo <= Math.floor((lon + dLon) * 10); lo += 1) {
      cells.push((la + 900) * 4000 + (lo + 1800));
    }
  }
  return cells;
}

// C: the app's own SQL (profiles.repository.ts searchTier with a `near`, through db/geo.ts).
function pointBoxSql(table, withTrade) {
  return `select id from ${table}
    where position <@ box_around($1::float8, $2::float8, $3::float8)
      and great_circle_m($1::float8, $2::float8, lat, lon) <= $3${withTrade ? ' and trade = $4' : ''}
    order by round(great_circle_m($1::float8, $2::float8, lat, lon)), id
    limit ${LIMIT}`;
}

const QUERY_KINDS = {
  pointBox: { sql: pointBoxSql, params: (p, m, t) => [p.lat, p.lon, m, ...(t === null ? [] : [t])] },
  earthBoxSort: { sql: earthBoxSortSql, params: (p, m, t) => [p.lat, p.lon, m, ...(t === null ? [] : [t])] },
  earthKnn: { sql: earthKnnSql, params: (p, m, t) => [p.lat, p.lon, m, ...(t === null ? [] : [t])] },
  cells: {
    sql: cellsSql,
    params: (p, m, t) => [p.lat, p.lon, cellsAround(p.lat, p.lon, m), m, ...(t === null ? [] : [t])],
  },
};

/** Query points: city centres picked at random (uniformly over cities, so small towns count as much as metros). */
function queryPoints(centres, count, seed) {
  const random = prng(seed);
  return Array.from({ length: count }, () => centres[Math.floor(random() * centres.length)]);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const ms = (x) => (x < 10 ? x.toFixed(2) : x.toFixed(1));

/** Runs one query kind over one case: warm-up, then QUERIES_PER_CASE timed queries; keeps the ids for comparison. */
async function measure(client, kind, testCase, points) {
  const { sql, params } = QUERY_KINDS[kind];
  const text = sql('points', testCase.trade !== null);
  const run = (p) => client.query(text, params(p, testCase.km * 1000, testCase.trade));
  for (const p of points.slice(0, WARM_UP_QUERIES)) await run(p);
  const timings = [];
  const answers = [];
  for (const p of points) {
    if (Date.now() > DEADLINE || interrupted) throw new Error('past the time limit or interrupted; stopping');
    const started = performance.now();
    const { rows } = await run(p);
    timings.push(performance.now() - started);
    answers.push(rows.map((r) => String(r.id)));
  }
  timings.sort((a, b) => a - b);
  const found = answers.reduce((sum, ids) => sum + ids.length, 0) / answers.length;
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), p99: percentile(timings, 99), found, answers };
}

async function timed(client, sql) {
  const started = performance.now();
  await client.query(sql);
  return (performance.now() - started) / 1000;
}

async function buildIndex(client, name, sql) {
  const seconds = await timed(client, sql);
  const { rows } = await client.query(`select pg_relation_size($1::regclass) as bytes`, [name]);
  const built = { name, sql: sql.trim(), seconds, mb: Number(rows[0].bytes) / 2 ** 20 };
  console.log(`  index ${name}: ${seconds.toFixed(1)} s, ${built.mb.toFixed(1)} MB`);
  return built;
}

/** EXPLAIN ANALYZE of the trade + radius case (15 km, common and rare trade) at the largest city. */
async function explain(client, kind, point) {
  for (const trade of [COMMON_TRADE, RARE_TRADE]) {
    const { sql, params } = QUERY_KINDS[kind];
    const { rows } = await client.query(
      `explain (analyze, costs off) ${sql('points', true)}`,
      params(point, 15_000, trade),
    );
    console.log(`\n  EXPLAIN ANALYZE ${kind}, 15 km, trade ${trade}:`);
    for (const r of rows) console.log(`    ${r['QUERY PLAN']}`);
  }
}

/** How many of the per-query answers of two runs list the same ids in the same order. */
function agreement(a, b) {
  let same = 0;
  for (let i = 0; i < a.length; i += 1) if (a[i].join() === b[i].join()) same += 1;
  return `${same}/${a.length}`;
}

async function seed(client, centres, table, rows) {
  await client.query(
    `insert into centres (id, lat, lon) select * from unnest($1::int[], $2::float8[], $3::float8[])
     on conflict do nothing`,
    [centres.map((c) => c.id), centres.map((c) => c.lat), centres.map((c) => c.lon)],
  );
  const { create, insert } = seedSql(table);
  await client.query(create);
  await client.query(insert, [rows]);
}

const digestSql = (table) =>
  `select md5(string_agg(id || ':' || trade || ':' || lat || ':' || lon || ':' || cell, ',' order by id)) as digest
   from ${table}`;

/** Same SQL on PGlite and on PostgreSQL, a small table seeded the same way: identical rows, identical answers? */
async function checkPglite(client, centres) {
  await seed(client, centres, 'points_small', PGLITE_ROWS);
  const lite = await PGlite.create({ extensions: { cube, earthdistance, btree_gist } });
  try {
    await lite.exec('create extension cube; create extension earthdistance; create extension btree_gist;');
    await lite.exec(SETUP_SQL);
    await seed(lite, centres, 'points_small', PGLITE_ROWS);
    const indexes = `
      create index points_small_earth on points_small using gist (ll_to_earth(lat, lon));
      create index points_small_trade_earth on points_small using gist (trade, ll_to_earth(lat, lon));
      create index points_small_cell on points_small (cell);
      create index points_small_trade_cell on points_small (trade, cell);
      create index points_small_position on points_small using gist (position);
      analyze points_small;`;
    await lite.exec(indexes);
    await client.query(indexes);
    const [liteDigest, pgDigest] = [
      (await lite.query(digestSql('points_small'))).rows[0].digest,
      (await client.query(digestSql('points_small'))).rows[0].digest,
    ];
    let same = 0;
    let total = 0;
    let nonEmpty = 0;
    for (const point of queryPoints(centres, 8, 99)) {
      for (const testCase of CASES) {
        for (const [kind, { sql, params }] of Object.entries(QUERY_KINDS)) {
          if (!VARIANTS.includes(kind === 'pointBox' ? 'C' : kind === 'cells' ? 'B' : 'A')) continue;
          const text = sql('points_small', testCase.trade !== null);
          const values = params(point, testCase.km * 1000, testCase.trade);
          const a = (await lite.query(text, values)).rows.map((r) => String(r.id)).join();
          const b = (await client.query(text, values)).rows.map((r) => String(r.id)).join();
          total += 1;
          if (a === b) same += 1;
          if (b !== '') nonEmpty += 1;
        }
      }
    }
    const version = (await lite.query('select version()')).rows[0].version.split(' on ')[0];
    console.log(
      `PGlite check (${version}, ${PGLITE_ROWS.toLocaleString('en')} rows): rows ${liteDigest === pgDigest ? 'identical' : 'DIFFER'},` +
        ` ${same}/${total} answers identical to PostgreSQL (${nonEmpty} non-empty)` +
        ` — ${liteDigest === pgDigest && same === total ? 'MATCHED' : 'DID NOT MATCH'}`,
    );
    return { matched: liteDigest === pgDigest && same === total, same, total };
  } finally {
    await lite.close();
    await client.query('drop table points_small');
  }
}

// --- Main ---

const databaseName = `kaamsetu_distance_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${databaseName}`);
const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${databaseName}`;
const client = new pg.Client({ connectionString: benchUrl.toString() });
const startedAt = performance.now();
const results = [];
const indexes = [];
try {
  await client.connect();
  await client.query(`set statement_timeout = '${STATEMENT_TIMEOUT}'`);
  const { rows: versionRows } = await client.query('select version()');
  console.log(
    `${versionRows[0].version.split(',')[0]}, database ${databaseName}, load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  await client.query('create extension cube; create extension earthdistance; create extension btree_gist;');
  await client.query(SETUP_SQL);

  const centres = cityCentres();
  const pgliteCheck = await checkPglite(client, centres);

  const seedSeconds = await (async () => {
    const started = performance.now();
    await seed(client, centres, 'points', ROWS);
    await client.query('vacuum analyze points'); // visibility map and statistics, as a settled table would have
    return (performance.now() - started) / 1000;
  })();
  const { rows: shares } = await client.query(
    `select count(*) filter (where trade = $1) as common, count(*) filter (where trade = $2) as rare,
       pg_relation_size('points') as bytes from points`,
    [COMMON_TRADE, RARE_TRADE],
  );
  console.log(
    `seeded ${ROWS.toLocaleString('en')} points in ${seedSeconds.toFixed(1)} s (table ${(shares[0].bytes / 2 ** 20).toFixed(0)} MB);` +
      ` trade ${COMMON_TRADE}: ${shares[0].common}, trade ${RARE_TRADE}: ${shares[0].rare}`,
  );

  const points = queryPoints(centres, QUERIES_PER_CASE, 2026);
  const biggestCity = centres[0];
  const record = async (variant, kind, cases) => {
    for (const testCase of cases) {
      const r = await measure(client, kind, testCase, points);
      results.push({ variant, kind, case: testCase.name, ...r });
      console.log(
        `  ${variant.padEnd(44)} ${testCase.name.padEnd(16)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)} ms  (${r.found.toFixed(1)} found)`,
      );
    }
  };
  const tradeCases = CASES.filter((c) => c.trade !== null);

  if (VARIANTS.includes('A')) {
    // A: one GiST for position, a btree on trade beside it (the planner may combine them or pick one).
    console.log('\nA. cube + earthdistance');
    indexes.push(
      await buildIndex(
        client,
        'points_earth',
        'create index points_earth on points using gist (ll_to_earth(lat, lon))',
      ),
    );
    indexes.push(await buildIndex(client, 'points_trade', 'create index points_trade on points (trade)'));
    await client.query('analyze points');
    await record('A: GiST + btree(trade), box then sort', 'earthBoxSort', CASES);
    await record('A: GiST + btree(trade), nearest-first (<->)', 'earthKnn', CASES);
    await explain(client, 'earthBoxSort', biggestCity);
    await explain(client, 'earthKnn', biggestCity);

    // A': for one trade, a composite GiST (btree_gist) instead of the btree, so trade and position are one scan.
    await client.query('drop index points_trade');
    indexes.push(
      await buildIndex(
        client,
        'points_trade_earth',
        'create index points_trade_earth on points using gist (trade, ll_to_earth(lat, lon))',
      ),
    );
    await client.query('analyze points');
    await record('A: + GiST(trade, earth), box then sort', 'earthBoxSort', tradeCases);
    await record('A: + GiST(trade, earth), nearest-first (<->)', 'earthKnn', tradeCases);
    await explain(client, 'earthKnn', biggestCity);
    await client.query('drop index points_trade_earth; drop index points_earth');
  }

  if (VARIANTS.includes('B')) {
    // B: cells. Only B-trees; the cell list comes from the app, the exact distance is plain SQL.
    console.log('\nB. 0.1° cells + B-tree');
    indexes.push(await buildIndex(client, 'points_cell', 'create index points_cell on points (cell)'));
    indexes.push(
      await buildIndex(client, 'points_trade_cell', 'create index points_trade_cell on points (trade, cell)'),
    );
    await client.query('analyze points');
    await record('B: btree(cell), btree(trade, cell)', 'cells', CASES);
    await explain(client, 'cells', biggestCity);

    // B': the same B-trees carrying id, lat and lon, so the scan never visits the table (index-only).
    await client.query('drop index points_cell; drop index points_trade_cell');
    indexes.push(
      await buildIndex(
        client,
        'points_cell_covering',
        'create index points_cell_covering on points (cell) include (lat, lon, id)',
      ),
    );
    indexes.push(
      await buildIndex(
        client,
        'points_trade_cell_covering',
        'create index points_trade_cell_covering on points (trade, cell) include (lat, lon, id)',
      ),
    );
    await client.query('vacuum analyze points');
    await record('B: the same B-trees including (lat, lon, id)', 'cells', CASES);
    await explain(client, 'cells', biggestCity);
    await client.query('drop index points_cell_covering; drop index points_trade_cell_covering');
  }

  if (VARIANTS.includes('C')) {
    // C: the app's design. A core GiST on the point and, as on profiles, the trade filtered beside it.
    console.log('\nC. core point + GiST, box_around + great_circle_m (the app)');
    indexes.push(
      await buildIndex(client, 'points_position', 'create index points_position on points using gist (position)'),
    );
    indexes.push(await buildIndex(client, 'points_trade', 'create index points_trade on points (trade)'));
    await client.query('analyze points');
    await record('C: point GiST + btree(trade), box then sort', 'pointBox', CASES);
    await explain(client, 'pointBox', biggestCity);
  }

  // Do the variants give the same people? (A's box + sort is the reference.)
  const answersOf = (variant, caseName) => results.find((r) => r.variant === variant && r.case === caseName)?.answers;
  console.log('\nSame ids, in the same order, as "A: box then sort" (per case, out of 300 queries):');
  for (const r of results) {
    if (r.variant.startsWith('A: GiST + btree(trade), box')) continue;
    const reference = answersOf('A: GiST + btree(trade), box then sort', r.case);
    if (!reference) continue;
    console.log(`  ${r.variant.padEnd(44)} ${r.case.padEnd(16)} ${agreement(reference, r.answers)}`);
  }

  console.log(
    `\n## Distance queries at ${ROWS.toLocaleString('en')} rows (${new Date().toISOString().slice(0, 10)}, ` +
      `${QUERIES_PER_CASE} sequential queries per case from one connection, client-measured, limit ${LIMIT})\n`,
  );
  console.log('| variant | case | p50 | p95 | p99 | found (mean) |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.variant} | ${r.case} | ${ms(r.p50)} ms | ${ms(r.p95)} ms | ${ms(r.p99)} ms | ${r.found.toFixed(1)} |`,
    );
  }
  console.log('\n| index | build | size |');
  console.log('|---|---|---|');
  for (const i of indexes) console.log(`| \`${i.sql}\` | ${i.seconds.toFixed(1)} s | ${i.mb.toFixed(1)} MB |`);
  console.log(
    `\nPGlite: ${pgliteCheck.matched ? 'matched' : 'DID NOT MATCH'} PostgreSQL (${pgliteCheck.same}/${pgliteCheck.total} answers).` +
      ` Total ${((performance.now() - startedAt) / 1000).toFixed(0)} s; load average at the end ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}` +
      ' (other work on the same server makes these figures somewhat noisy).',
  );
} finally {
  await client.end().catch(() => {});
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
}
