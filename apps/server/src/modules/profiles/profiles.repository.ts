// SQL for profiles, profile views, search and Today's Top Performers.
import { createHash } from 'node:crypto';
import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { settleSearchable } from '../../db/searchable.js';
import {
  mapPointAt,
  MAX_WORD_CELL_TOKENS,
  metresFrom,
  wordCellTokenCount,
  wordsInCells,
  type Circle,
} from '../../db/geo.js';
import { textArray } from '../../db/sql-arrays.js';
import { preparedRows } from '../../db/prepared-statements.js';
import { RATING_PRIOR_STARS, places, profiles, profileViews, searchVocabulary, users } from '../../db/schema/index.js';
import { containsPattern, prefixPattern } from '../../lib/like-patterns.js';

export type ProfileValues = Omit<typeof profiles.$inferInsert, 'userId' | 'updatedAt' | 'position'>;

export interface ProfileRow {
  id: string;
  name: string;
  phone: string;
  role: 'Labourer' | 'Employer';
  profileCompletedAt: Date | null;
  blockedAt: Date | null;
  isDemo: boolean;
  profile: typeof profiles.$inferSelect | null;
  /** The gazetteer place the profile is at (the join is the only reading of places here). */
  place: PlaceOfProfile | null;
}

export interface PlaceOfProfile {
  id: number;
  name: string;
  state: string;
  district: string;
  lat: number;
  lon: number;
  population: number;
  local_name: null;
}

export async function findProfile(db: Executor, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      role: users.role,
      profileCompletedAt: users.profileCompletedAt,
      blockedAt: users.blockedAt,
      isDemo: users.isDemo,
      profile: profiles,
      place: {
        id: places.id,
        name: places.name,
        state: places.state,
        district: places.district,
        lat: places.lat,
        lon: places.lon,
        population: places.population,
        local_name: sql<null>`null`,
      },
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(places, eq(places.id, profiles.placeId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  // A deleted account has no profile to show; its phone is gone with it.
  return row && row.phone !== null ? { ...row, phone: row.phone, place: row.place?.id ? row.place : null } : undefined;
}

export async function saveProfile(
  db: Executor,
  userId: string,
  values: { name: string; completedAt: Date | null; updatedAt: Date; profile: ProfileValues },
): Promise<void> {
  await db
    .update(users)
    .set({
      name: values.name,
      updatedAt: values.updatedAt,
      ...(values.completedAt ? { profileCompletedAt: values.completedAt } : {}),
    })
    .where(eq(users.id, userId));
  const { lat, lon } = values.profile;
  // The indexed point goes with its coordinates; without them (a shared position kept) neither changes.
  const stored = {
    ...values.profile,
    ...(lat === undefined ? {} : { position: lat != null && lon != null ? mapPointAt(lat, lon) : null }),
    updatedAt: values.updatedAt,
  };
  await db
    .insert(profiles)
    .values({ userId, ...stored })
    .onConflictDoUpdate({ target: profiles.userId, set: stored });
  // Staff may save the profile of someone suspended: whether it shows in search is the shared rule's to say.
  await settleSearchable(db, userId);
}

/** The vocabulary token that counts profiles of a trade. */
export function tradeToken(key: string): string {
  return `trade:${key}`;
}

/** Counts one more profile for each `added` word and one fewer for each `removed` word. */
export async function adjustVocabulary(
  db: Executor,
  changes: { added: readonly string[]; removed?: readonly string[] } | Map<string, number>,
): Promise<void> {
  const deltas =
    changes instanceof Map
      ? changes
      : new Map([
          ...changes.added.map((word) => [word, 1] as const),
          ...(changes.removed ?? []).map((word) => [word, -1] as const),
        ]);
  if (deltas.size === 0) return;
  await db
    .insert(searchVocabulary)
    .values([...deltas].map(([word, profiles]) => ({ word, profiles })))
    .onConflictDoUpdate({
      target: searchVocabulary.word,
      set: { profiles: sql`greatest(${searchVocabulary.profiles} + excluded.profiles, 0)` },
    });
}

/** Similarity above which a vocabulary word counts as what was typed ("plumbr" ~ "plumber"). */
export const WORD_SIMILARITY_THRESHOLD = 0.4;
const CANDIDATES_PER_WORD = 6;

/**
 * Vocabulary words a typed word may mean: itself, words it begins ("carp" → carpenter), and words spelled
 * nearly the same ("electrision" → electrician). `%` finds candidates through the trigram index at the
 * server's default threshold (0.3); the similarity test then keeps the close ones.
 */
export async function resolveWord(db: Executor, typed: string): Promise<{ word: string; profiles: number }[]> {
  return queryRows<{ word: string; profiles: number }>(
    db,
    sql`select word, profiles from search_vocabulary
        where (word like ${prefixPattern(typed)}
               or (word % ${typed} and similarity(word, ${typed}) >= ${WORD_SIMILARITY_THRESHOLD}))
          and profiles > 0 and word not like 'trade:%'
        order by word = ${typed} desc, similarity(word, ${typed}) desc, word
        limit ${CANDIDATES_PER_WORD}`,
  );
}

/** Roughly how many profiles there are, from the planner's statistics (no table scan). */
export async function approximateProfileCount(db: Executor): Promise<number> {
  const rows = await queryRows<{ estimate: number }>(
    db,
    sql`select greatest(reltuples, 0)::float8 as estimate from pg_class where relname = 'profiles'`,
  );
  return rows[0]?.estimate ?? 0;
}

/** How many profiles each trade has, from the vocabulary counts. */
export async function tradeCounts(db: Executor, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await queryRows<{ total: number }>(
    db,
    sql`select coalesce(sum(profiles), 0)::int as total from search_vocabulary
        where word in (${sql.join(
          keys.map((key) => sql`${tradeToken(key)}`),
          sql`, `,
        )})`,
  );
  return rows[0]?.total ?? 0;
}

export async function recordView(db: Executor, profileUserId: string, viewerUserId: string, day: string) {
  await db.insert(profileViews).values({ profileUserId, viewerUserId, viewDay: day }).onConflictDoNothing();
}

export interface CardRow {
  id: string;
  name: string;
  role: 'Labourer' | 'Employer';
  skills: string[];
  location: string;
  city: string;
  state: string;
  thumbnail_key: string | null;
  call_time_start: string;
  call_time_end: string;
  rating_count: number;
  rating_sum: number;
  verified_badges: string[];
  is_demo: boolean;
  /** The India date through which the person said they are free ("Free today"), or null. */
  available_on: string | null;
}

/**
 * A search result also carries its score, and with a `near` its distance in whole metres: the next page starts
 * after (score, id), or (distance, id).
 */
export interface RankedCardRow extends CardRow {
  rank_score: number;
  distance_m?: number | null;
  free?: boolean;
}

/** A search around a point: profiles within `radiusMeters` of it, nearest first. */
export type SearchNear = Circle;

const cardColumns = sql`u.id, u.name, u.role, p.skills, p.location, p.city, p.state, p.thumbnail_key,
  p.call_time_start, p.call_time_end, p.rating_count, p.rating_sum, p.verified_badges, u.is_demo,
  p.available_on::text as available_on`;

export interface SearchFilters {
  type?: 'Labourer' | 'Employer' | undefined;
  location?: string | undefined;
  skillTradeKey?: string | undefined;
  skillText?: string | undefined;
  /** Only people staff checked; the same expression as profiles_verified_idx, so that small index serves it. */
  verified?: boolean | undefined;
}

/** Something a search matches on: profiles having any of these trades, or any of these words. */
export type SearchTerm = { trades: readonly string[] } | { words: readonly string[] };

/** A tier of results: profiles having every one of its terms, or any of them. */
export interface SearchMatch {
  every: boolean;
  terms: readonly SearchTerm[];
}

function termCondition(term: SearchTerm): SQL {
  return 'trades' in term
    ? sql`p.trade_keys && ${textArray(term.trades)}`
    : sql`p.search_words && ${textArray(term.words)}`;
}

function matchCondition(match: SearchMatch): SQL {
  // Parenthesised: a term inside "a or b" must not swallow its neighbours.
  return sql.join(
    match.terms.map((term) => sql`(${termCondition(term)})`),
    match.every ? sql` and ` : sql` or `,
  );
}

/**
 * Where the previous page of a tier ended: its last score (its last distance when searching near), and whether it
 * was still among the people free today, who come first.
 */
export interface RankPosition {
  score: number;
  id: string;
  free?: boolean | undefined;
}

/** Where a part of a search stands in its page: its tier, and its place among all the page's parts. */
interface PartPosition {
  tier: number;
  part: number;
}

/** What each part of a search selects, in this order: the page's statement unions them. */
const partColumns = (free: SQL, position: PartPosition) =>
  sql`${free} as free, ${sql.raw(String(position.tier))}::int as tier, ${sql.raw(String(position.part))}::int as part`;

/**
 * The parts of one tier of a search (see searchPage): the cards of searchable profiles meeting `match` but none of
 * `exclude`, the people free today first, then the rest, each best rank_score first (ties: the higher id first), or
 * nearest first with a `near`; after `after`. `nextPart` is the page's first part number this tier may use.
 */
export function searchTierParts(options: {
  /** Undefined: every profile passing the filters (browsing the verified ones, or everyone near, with nothing typed). */
  match: SearchMatch | undefined;
  /** Only profiles within a radius, nearest first (`after` then holds a distance instead of a score). */
  near?: SearchNear | undefined;
  exclude: readonly SearchMatch[];
  filters: SearchFilters;
  after: RankPosition | undefined;
  limit: number;
  /**
   * Common words: walk profiles in rank order and stop after a page. Rare words: collect the few matches
   * through the word index first, then order them. Either way a page costs little.
   */
  common: boolean;
  /** The India date today: the people free today come first. */
  today: string;
  tier: number;
  nextPart: number;
}): SQL[] {
  // Parenthesised: a match is often "a or b", which must not swallow the conditions around it.
  const conditions: SQL[] = [sql`p.searchable`];
  if (options.match) conditions.push(sql`(${matchCondition(options.match)})`);
  for (const excluded of options.exclude) conditions.push(sql`not (${matchCondition(excluded)})`);
  const filtering = filterConditions(options.filters);
  conditions.push(...filtering);
  if (options.near) {
    const [term, ...otherTerms] = options.match?.terms ?? [];
    const tradesAlone =
      term !== undefined &&
      'trades' in term &&
      otherTerms.length === 0 &&
      options.exclude.length === 0 &&
      filtering.length === 0;
    return searchTierNear(options.near, conditions, { ...options, tradesAlone });
  }
  // The people free today first (few, found through profiles_free_today_idx), then everyone else in rank order.
  const freeToday = sql`p.available_on = ${options.today}::date`;
  const parts: SQL[] = [];
  const position = () => ({ tier: options.tier, part: options.nextPart + parts.length });
  if (!options.after || options.after.free) {
    parts.push(
      rankedPart(sql.join([...conditions, freeToday], sql` and `), {
        after: options.after,
        limit: options.limit,
        common: false,
        free: true,
        position: position(),
      }),
    );
  }
  parts.push(
    rankedPart(sql.join([...conditions, sql`not coalesce(${freeToday}, false)`], sql` and `), {
      after: options.after?.free ? undefined : options.after,
      limit: options.limit,
      common: options.common,
      free: false,
      position: position(),
    }),
  );
  return parts;
}

/** The conditions the search's filters add (none without filters). */
function filterConditions(filters: SearchFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.type) conditions.push(sql`p.role = ${filters.type}`);
  if (filters.verified) conditions.push(sql`p.verified_badges <> '{}'::text[]`);
  if (filters.location) {
    conditions.push(sql`(p.location || ' ' || p.city || ' ' || p.state) ilike ${containsPattern(filters.location)}`);
  }
  if (filters.skillTradeKey) conditions.push(sql`p.trade_keys @> ${textArray([filters.skillTradeKey])}`);
  else if (filters.skillText) {
    conditions.push(sql`array_to_string(p.skills, ',') ilike ${containsPattern(filters.skillText)}`);
  }
  return conditions;
}

/**
 * The page of a search in one statement: its parts (searchTierParts, tier after tier) read in turn under one
 * LIMIT, which PostgreSQL stops reading once the page is full, then their cards in the parts' order.
 */
export async function searchPage(
  db: Executor,
  parts: readonly SQL[],
  options: { near: boolean; limit: number },
): Promise<(RankedCardRow & { tier: number })[]> {
  if (parts.length === 0) return [];
  return preparedRows<RankedCardRow & { tier: number }>(db, searchPageStatement(parts, options));
}

/** searchPage's statement. */
export function searchPageStatement(parts: readonly SQL[], options: { near: boolean; limit: number }): SQL {
  const order = options.near
    ? sql`page.part, page.free desc, page.distance_m, page.user_id`
    : sql`page.part, page.rank_score desc, page.user_id desc`;
  return sql`with page as (select * from (${sql.join([...parts], sql` union all `)}) parts limit ${options.limit})
        select ${cardColumns}, page.rank_score, page.distance_m, page.free, page.tier from page
        join profiles p on p.user_id = page.user_id
        join users u on u.id = page.user_id
        order by ${order}`;
}

/**
 * A part of the profiles meeting `where`, best rank_score first (ties: the higher id first) after `after`. Reading
 * profiles_rank_idx backwards with a LIMIT lets PostgreSQL stop after a page instead of ranking every match;
 * (score, id) is the keyset the index is ordered by.
 */
function rankedPart(
  where: SQL,
  options: { after: RankPosition | undefined; limit: number; common: boolean; free: boolean; position: PartPosition },
): SQL {
  // After the previous page: an index condition on profiles_rank_idx when walking it; for rare words it is
  // applied to the few matches, so the planner never combines a large slice of the rank index with the word index.
  const after = (score: SQL, id: SQL) =>
    options.after ? sql`and (${score}, ${id}) < (${options.after.score}::float8, ${options.after.id}::uuid)` : sql``;
  const columns = partColumns(sql.raw(options.free ? 'true' : 'false'), options.position);
  // Rare words: the matches are collected whole (offset 0 keeps the planner from walking the rank index for them).
  return options.common
    ? sql`(select p.user_id, p.rank_score, null::float8 as distance_m, ${columns} from profiles p
          where ${where} ${after(sql`p.rank_score`, sql`p.user_id`)}
          order by p.rank_score desc, p.user_id desc limit ${options.limit})`
    : sql`(select m.user_id, m.rank_score, null::float8 as distance_m, ${columns}
          from (select p.user_id, p.rank_score from profiles p where ${where} offset 0) m
          where true ${after(sql`m.rank_score`, sql`m.user_id`)}
          order by m.rank_score desc, m.user_id desc limit ${options.limit})`;
}

/** The trades every profile of a tier has one of, when it names any: then trade_positions can find its candidates. */
function requiredTrades(match: SearchMatch | undefined): readonly string[] | undefined {
  const trades = (match?.terms ?? []).flatMap((term) => ('trades' in term ? [term.trades] : []));
  if (!match || trades.length === 0) return undefined;
  if (match.every) return trades[0];
  return trades.length === match.terms.length ? [...new Set(trades.flat())] : undefined;
}

/** The words every profile of a tier has one of, when it is a tier of words alone (or needs one word term). */
function requiredWords(match: SearchMatch | undefined): readonly string[] | undefined {
  const words = (match?.terms ?? []).flatMap((term) => ('words' in term ? [term.words] : []));
  if (!match || words.length === 0) return undefined;
  if (match.every) return words[0];
  return words.length === match.terms.length ? [...new Set(words.flat())] : undefined;
}

/** What a tier near a place is read with, in its parts. */
interface NearTierOptions {
  /** The tier is its trades and nothing else: no other word, no filter, no higher tier to leave out. */
  tradesAlone: boolean;
  after: RankPosition | undefined;
  limit: number;
  today: string;
  tier: number;
  nextPart: number;
}

/**
 * A tier near a place: the people free today first, then nearest first (ties: the lower id), after `after`. A tier
 * of trades takes its candidates from trade_positions, reading only those trades' lanes of the map; a tier of
 * words takes them from the word and cell index; any other reads profiles through the point GiST. Either way the
 * page's rows pass every condition on profiles.
 */
function searchTierNear(
  near: SearchNear,
  conditions: SQL[],
  options: NearTierOptions & { match: SearchMatch | undefined },
): SQL[] {
  const after = options.after
    ? sql`where (case when free then 0 else 1 end, distance_m, user_id) >
        (${options.after.free ? 0 : 1}, ${options.after.score}::float8, ${options.after.id}::uuid)`
    : sql``;
  const position = { tier: options.tier, part: options.nextPart };
  const trades = requiredTrades(options.match);
  if (trades) return tradeRingParts(near, trades, conditions, options);
  // A tier of words: the word and cell index gives its candidates when the circle touches few enough cells. The
  // candidates' query is kept whole (offset 0), so the tier's other conditions only filter what it found: the
  // planner cannot go back to meeting the word's large bitmap with the box's. The distance then trims the cells to
  // the circle.
  const words = requiredWords(options.match);
  if (words && wordCellTokenCount(words, near) <= MAX_WORD_CELL_TOKENS) {
    return [
      sql`(select user_id, rank_score, distance_m, ${partColumns(sql`free`, position)} from (
            select p.user_id, p.rank_score, round(${metresFrom(near, 'p')})::float8 as distance_m,
              coalesce(p.available_on = ${options.today}::date, false) as free
            from (select * from profiles p where p.searchable and ${wordsInCells(words, near, 'p')} offset 0) p
            where ${sql.join([...conditions, sql`p.position is not null and ${metresFrom(near, 'p')} <= ${near.radiusMeters}`], sql` and `)}
            offset 0
          ) matches ${after} order by free desc, distance_m, user_id limit ${options.limit})`,
    ];
  }
  return everyoneNearParts(near, conditions, options);
}

/** The rings a search near a place reads outwards (metres), before the rest of its circle. */
const RINGS_METRES = [2_000, 5_000, 12_000];

/** The rings (inner, outer metres] of a circle read outwards; none wholly before where the previous page ended. */
function ringsOf(near: SearchNear, after: RankPosition | undefined): [number, number][] {
  const rings: [number, number][] = [];
  let inner = 0;
  for (const outer of [...RINGS_METRES.filter((ring) => ring < near.radiusMeters), near.radiusMeters]) {
    if (!(after && !after.free && after.score > outer)) rings.push([inner, outer]);
    inner = outer;
  }
  return rings;
}

const EARTH_RADIUS_M = 6371008.8;
const degrees = (radians: number) => (radians * 180) / Math.PI;

// Each trade's lane, worked out once: trade keys are the catalogue's few hundred, and an MD5 per ring was a tenth
// of the cost of building a search's statement.
const laneOffsets = new Map<string, number>();

/** How far east of the map a trade's lane lies, in degrees (trade_lane_point, migration 0016). */
function laneOffset(trade: string): number {
  let offset = laneOffsets.get(trade);
  if (offset === undefined) {
    offset = 360 * Number.parseInt(createHash('md5').update(trade).digest('hex').slice(0, 3), 16);
    laneOffsets.set(trade, offset);
  }
  return offset;
}

/**
 * trade_lane_box (migration 0016) worked out here, as a box literal: inlining the SQL function in every ring of a
 * search cost PostgreSQL more time planning than reading the ring. The same box, a hair wider (it only picks
 * candidates; the distance decides).
 */
function laneBox(trade: string, circle: Circle): string {
  const lane = laneOffset(trade);
  const dLat = degrees(circle.radiusMeters / EARTH_RADIUS_M) + 1e-9;
  const dLon = dLat / Math.cos((Math.min(Math.abs(circle.lat) + dLat, 89) * Math.PI) / 180) + 1e-9;
  return `(${circle.lon + lane - dLon},${circle.lat - dLat}),(${circle.lon + lane + dLon},${circle.lat + dLat})`;
}

/**
 * A tier of trades near a place: its candidates come from the trades' lanes of trade_positions alone (index-only
 * scans of trade_positions_lane_idx), the people free today first (the whole circle, through the small
 * trade_positions_free_idx of people with a mark, migration 0024), then ring by ring outwards, each ring's few
 * candidates sorted by distance; profiles are read only for a page's worth (decision 034).
 * The whole circle of a common trade in a big town is thousands of rows (2,388 painters around Jaipur at 1M);
 * its first ring, tens.
 */
function tradeRingParts(
  near: SearchNear,
  trades: readonly string[],
  conditions: SQL[],
  options: NearTierOptions,
): SQL[] {
  const { after } = options;
  const parts: SQL[] = [];
  const part = (free: boolean, innerMetres: number, outerMetres: number) => {
    const ring = { ...near, radiusMeters: outerMetres };
    const isFree = free
      ? sql`t.available_on = ${options.today}::date`
      : sql`t.available_on is distinct from ${options.today}::date`;
    const afterDistance =
      after && after.free === free
        ? sql`and (c.distance_m, c.user_id) > (${after.score}::float8, ${after.id}::uuid)`
        : sql``;
    const columns = partColumns(sql.raw(free ? 'true' : 'false'), {
      tier: options.tier,
      part: options.nextPart + parts.length,
    });
    const inLanes = sql`(${sql.join(
      trades.map((trade) => sql`(t.trade_key = ${trade} and t.lane_position <@ ${laneBox(trade, ring)}::box)`),
      sql` or `,
    )}) and ${isFree}`;
    const inRing = sql`c.distance_m <= ${outerMetres} ${innerMetres > 0 ? sql`and c.distance_m > ${innerMetres}` : sql``}
          ${afterDistance}`;
    // trade_positions holds exactly the searchable people with a position, a row for each of their trades, with
    // their rank_score (its trigger, migration 0016): a tier of trades alone needs nothing from profiles before the
    // page's cards. Each ring then costs no look-up in profiles for its candidates (55 for masons within 2 km of
    // Jaipur at 1M), only for the page.
    if (options.tradesAlone) {
      return sql`(select c.user_id, c.rank_score, c.distance_m, ${columns}
        from (
          select t.user_id, max(t.rank_score) as rank_score, min(round(${metresFrom(near, 't')}))::float8 as distance_m
          from trade_positions t
          where ${inLanes}
          group by t.user_id
        ) c
        where ${inRing}
        order by c.distance_m, c.user_id
        limit ${options.limit})`;
    }
    return sql`(select c.user_id, p.rank_score, c.distance_m, ${columns}
        from (
          select t.user_id, min(round(${metresFrom(near, 't')}))::float8 as distance_m
          from trade_positions t
          where ${inLanes}
          group by t.user_id
        ) c
        join profiles p on p.user_id = c.user_id
        where ${inRing} and ${sql.join(conditions, sql` and `)}
        order by c.distance_m, c.user_id
        limit ${options.limit})`;
  };
  // The free come first: once a page has gone past them, they are not read again.
  if (!after || after.free) parts.push(part(true, 0, near.radiusMeters));
  for (const [inner, outer] of ringsOf(near, after)) parts.push(part(false, inner, outer));
  return parts;
}

/**
 * Everyone near a place passing `conditions` (nothing typed, or a word too common for the cell index): the people
 * free today first, then ring by ring outwards, each ring sorted by distance alone. The rings are parts of the
 * page's one UNION ALL under its LIMIT, which PostgreSQL reads in order and stops reading once the page is full:
 * near a big town a page reads the few hundred people within 2 km, not the tens of thousands in the circle.
 */
function everyoneNearParts(
  near: SearchNear,
  conditions: SQL[],
  options: { after: RankPosition | undefined; limit: number; today: string; tier: number; nextPart: number },
): SQL[] {
  const distance = sql`round(${metresFrom(near, 'p')})::float8`;
  const isFree = sql`p.available_on = ${options.today}::date`;
  const where = sql.join(conditions, sql` and `);
  const { after } = options;
  const afterDistance = (free: boolean) =>
    after && after.free === free
      ? sql`and (d.distance_m, p.user_id) > (${after.score}::float8, ${after.id}::uuid)`
      : sql``;
  // The free are read through profiles_free_today_idx (few: a mark lasts a day), kept whole (offset 0) so the
  // planner does not read the whole circle through the map's index to find them.
  const freeToday = sql`(select * from profiles p where p.searchable and ${isFree} offset 0) p`;
  const parts: SQL[] = [];
  const part = (free: boolean, innerMetres: number, outerMetres: number) =>
    sql`(select p.user_id, p.rank_score, d.distance_m,
          ${partColumns(sql.raw(free ? 'true' : 'false'), { tier: options.tier, part: options.nextPart + parts.length })}
        from ${free ? freeToday : sql`profiles p`} cross join lateral (select ${distance} as distance_m) d
        where ${where} and ${free ? isFree : sql`${isFree} is not true`}
          and p.position <@ box_around(${near.lat}::float8, ${near.lon}::float8, ${outerMetres}::float8)
          and d.distance_m <= ${outerMetres} ${innerMetres > 0 ? sql`and d.distance_m > ${innerMetres}` : sql``}
          ${afterDistance(free)}
        order by d.distance_m, p.user_id
        limit ${options.limit})`;
  // The free come first: once a page has gone past them, they are not read again.
  if (!after || after.free) parts.push(part(true, 0, near.radiusMeters));
  for (const [inner, outer] of ringsOf(near, after)) parts.push(part(false, inner, outer));
  return parts;
}

/** Cards for the given ids, in the given order. */
export async function cardsFor(db: Executor, ids: string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${cardColumns} from profiles p join users u on u.id = p.user_id
        where p.user_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is CardRow => row !== undefined);
}

/**
 * Of these trades, those at least one real (not sample) Labourer in search has. Each trade stops at its first
 * real worker (profiles_trade_keys_idx); a trade only samples have is read through, so callers remember the answer.
 */
export async function tradesWithRealWorkers(db: Executor, tradeKeys: readonly string[]): Promise<string[]> {
  const rows = await queryRows<{ trade: string }>(
    db,
    sql`select k as trade from unnest(${textArray(tradeKeys)}) k
        where exists (select 1 from profiles p join users u on u.id = p.user_id
                      where p.trade_keys && array[k] and p.searchable and p.role = 'Labourer' and not u.is_demo)`,
  );
  return rows.map((row) => row.trade);
}

/**
 * Today's Top Performers: complete Labourer profiles at or above the prior (decision 017). Up to `leaders` places
 * go to the best: the highest Bayesian scores above the prior, and the profiles with the most distinct viewers
 * this week (ties in score go to more viewers). The remaining places, at least `limit - leaders`, are a fair
 * showing: a window of profiles that moves through the table every day, so every worker without reviews
 * gets a turn. Shown best score first, those free today ahead of the rest. Never the caller. Every part reads an index, not the whole table.
 */
export async function topPerformers(
  db: Executor,
  options: {
    excludeUserId: string;
    day: string;
    today: string;
    since: string;
    limit: number;
    leaders: number;
    /** Trades real workers have (tradesWithRealWorkers): sample people of these trades are left out. */
    realTrades: readonly string[];
  },
): Promise<CardRow[]> {
  // A sample's user row is read only when it shares a trade with real workers; with none, nothing more is read.
  const notSampleOfRealTrade =
    options.realTrades.length === 0
      ? sql``
      : sql`and not (p.trade_keys && ${textArray(options.realTrades)}
                     and exists (select 1 from users s where s.id = p.user_id and s.is_demo))`;
  const eligible = sql`p.searchable and p.role = 'Labourer' and p.user_id <> ${options.excludeUserId}
                       and p.rank_score >= ${RATING_PRIOR_STARS} ${notSampleOfRealTrade}`;
  const shuffle = (id: SQL) => sql`md5(${id}::text || ${options.day})`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with watched as (
          select v.profile_user_id as id, count(*) as viewers
          from profile_views v
          join profiles p on p.user_id = v.profile_user_id and ${eligible}
          where v.view_day >= ${options.since}
          group by v.profile_user_id
          order by viewers desc
          limit ${options.limit}
        ),
        rated as (
          select p.user_id as id from profiles p
          where ${eligible} and p.rank_score > ${RATING_PRIOR_STARS}
          order by p.rank_score desc, p.user_id desc
          limit ${options.limit}
        ),
        leaders as (
          select p.user_id as id, p.rank_score as score, coalesce(w.viewers, 0) as viewers
          from profiles p left join watched w on w.id = p.user_id
          where p.user_id in (select id from watched union select id from rated)
          order by score desc, viewers desc, ${shuffle(sql`p.user_id`)}
          limit ${options.leaders}
        ),
        rotation as (
          select id from (
            (select p.user_id as id from profiles p
             where ${eligible} and p.user_id >= md5(${options.day})::uuid
             order by p.user_id limit ${options.limit})
            union all
            (select p.user_id from profiles p where ${eligible} order by p.user_id limit ${options.limit})
          ) wrapped
          limit ${options.limit}
        ),
        newcomers as (
          select p.user_id as id, p.rank_score as score, 0 as viewers
          from profiles p
          where p.user_id in (select id from rotation) and p.user_id not in (select id from leaders)
        ),
        chosen as (
          select id, score, viewers from (
            select id, score, viewers, 0 as part from leaders
            union all
            select id, score, viewers, 1 as part from newcomers
          ) candidates
          order by part, score desc, ${shuffle(sql`id`)}
          limit ${options.limit}
        )
        select c.id from chosen c join profiles p on p.user_id = c.id
        order by coalesce(p.available_on = ${options.today}::date, false) desc, c.score desc, c.viewers desc,
          ${shuffle(sql`c.id`)}`,
  );
  return cardsFor(
    db,
    rows.map((row) => row.id),
  );
}

/**
 * Adds to a person's rating (count and sum of stars of visible reviews); rank_score follows by itself. A person
 * without a profile row (an Employer who never filled the form) gets a bare one, out of search, so the rating
 * is there when they complete it. Only a new review (count > 0) can need the row: the proposed row must pass
 * the rating CHECK before ON CONFLICT looks, so changes to counted reviews are a plain UPDATE.
 */
export async function adjustRating(db: Executor, userId: string, delta: { count: number; sum: number }): Promise<void> {
  if (delta.count > 0) {
    await db.execute(
      sql`insert into profiles (user_id, role, rating_count, rating_sum)
          select id, role, ${delta.count}, ${delta.sum} from users where id = ${userId} and deleted_at is null
          on conflict (user_id) do update
            set rating_count = profiles.rating_count + excluded.rating_count,
                rating_sum = profiles.rating_sum + excluded.rating_sum`,
    );
    return;
  }
  await db
    .update(profiles)
    .set({
      ratingCount: sql`${profiles.ratingCount} + ${delta.count}`,
      ratingSum: sql`${profiles.ratingSum} + ${delta.sum}`,
    })
    .where(eq(profiles.userId, userId));
}

/** The person's rating counters; zeros when they have no profile row. */
export async function ratingCounters(db: Executor, userId: string): Promise<{ count: number; sum: number }> {
  const [row] = await db
    .select({ count: profiles.ratingCount, sum: profiles.ratingSum })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? { count: 0, sum: 0 };
}

/**
 * Stores the badges staff granted a person, creating their (not yet searchable) profile row when they have none
 * yet, so a badge granted before the profile is filled in is still there afterwards.
 */
export async function saveVerifiedBadges(db: Executor, userId: string, granted: readonly string[]): Promise<void> {
  await db.execute(
    sql`insert into profiles (user_id, role, verified_badges)
        select id, role, ${textArray(granted)} from users where id = ${userId}
        on conflict (user_id) do update set verified_badges = excluded.verified_badges`,
  );
}

/** Locks a person's account row for the rest of the transaction; false when the account is gone. */
export async function lockLiveAccount(db: Executor, userId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from users where id = ${userId} and deleted_at is null for update`,
  );
  return rows.length === 1;
}

export interface NewPerson {
  user: typeof users.$inferInsert;
  profile: typeof profiles.$inferInsert;
  /** Where in their city the person lives: degrees from the city's centre, north and east. */
  offset: { lat: number; lon: number };
}

/**
 * Adds accounts with their profiles (demo people), each placed at the gazetteer's place of its city plus its
 * offset, rounded to about 1 km; the caller counts their words into the vocabulary. The places are looked up
 * first, so each profile is written once with its position: writing it afterwards made every profile a second
 * row version, its indexes and its trade_positions rows twice.
 */
export async function insertPeople(db: Executor, people: readonly NewPerson[]): Promise<void> {
  const cities = [...new Set(people.map((person) => person.profile.city ?? ''))];
  // Each city looked up once (a batch has a thousand people and a few dozen cities).
  const found = await queryRows<{ city: string; id: number; lat: number; lon: number }>(
    db,
    sql`select c.city, pl.id, pl.lat, pl.lon from unnest(${textArray(cities)}) as c(city)
        cross join lateral (
          select id, lat, lon from places
          where names @> array[lower(c.city)] or aliases @> array[lower(c.city)]
          order by population desc limit 1
        ) pl`,
  );
  const placeOf = new Map(found.map((row) => [row.city, row]));
  const rounded = (degrees: number) => Math.round(degrees * 100) / 100;
  await db.insert(users).values(people.map((person) => person.user));
  await db.insert(profiles).values(
    people.map(({ profile, offset }) => {
      const place = placeOf.get(profile.city ?? '');
      if (!place) return profile;
      const lat = rounded(place.lat + offset.lat);
      const lon = rounded(place.lon + offset.lon);
      return { ...profile, placeId: place.id, lat, lon, position: mapPointAt(lat, lon) };
    }),
  );
}

/** Fresh planner statistics for the whole database, while a bulk load grows its tables. */
export async function analyzeAll(db: Executor): Promise<void> {
  await db.execute(sql`analyze`);
}

/** VACUUM (ANALYZE) of the whole database, after a bulk load; outside any transaction. */
export async function vacuumAnalyze(db: Executor): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}

/** How many accounts there are, of any kind. */
export async function countAccounts(db: Executor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

/**
 * Marks a person's number in doubt from `since` (an earlier doubt keeps its start) or confirmed (null). In
 * doubt, the profile leaves search; confirmed, a complete profile of an unblocked account is searchable again.
 */
export async function setNumberInDoubt(db: Executor, userId: string, since: Date | null): Promise<void> {
  await db.execute(
    sql`update profiles p
        set number_in_doubt_since = ${since === null ? sql`null` : sql`coalesce(p.number_in_doubt_since, ${since})`}
        where p.user_id = ${userId}`,
  );
  await settleSearchable(db, userId);
}

/** Since when this person's number has been in doubt; null when it is not (or there is no profile). */
export async function numberInDoubtSince(db: Executor, userId: string): Promise<Date | null> {
  const [row] = await queryRows<{ since: Date | string | null }>(
    db,
    sql`select number_in_doubt_since as since from profiles where user_id = ${userId}`,
  );
  return row?.since ? new Date(row.since) : null;
}

/**
 * Sets the person's own position, or with null goes back to their place's (none without a place). False when the
 * person has no profile row yet: the position belongs to a profile.
 */
export async function setOwnPosition(
  db: Executor,
  userId: string,
  position: { lat: number; lon: number } | null,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    position
      ? sql`update profiles set own_position = true, lat = ${position.lat}::float8, lon = ${position.lon}::float8,
              position = ${mapPointAt(position.lat, position.lon)}, updated_at = ${now}
            where user_id = ${userId} returning user_id`
      : sql`update profiles p set own_position = false, lat = pl.lat, lon = pl.lon,
              position = case when pl.id is null then null else point(pl.lon, pl.lat) end, updated_at = ${now}
            from profiles me left join places pl on pl.id = me.place_id
            where p.user_id = ${userId} and me.user_id = p.user_id returning p.user_id`,
  );
  return rows.length > 0;
}

/** "Free today" or "Free tomorrow": the India date through which the person is free, or null to take it back. */
export async function setAvailability(db: Executor, userId: string, availableOn: string | null): Promise<boolean> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`update profiles set available_on = ${availableOn}::date where user_id = ${userId} and role = 'Labourer'
        returning user_id`,
  );
  return rows.length > 0;
}
