// Finding people: what the typed words may mean (from the search vocabulary), then profiles in two tiers of
// relevance, each read best rating first (rank_score, then id, so paging is stable; the SQL is searchTierParts
// and searchPage in profiles.repository.ts). A search costs one SQL statement once its words are known (decision
// 034); what the words mean is remembered in the process for `lookupSeconds` (SEARCH_LOOKUP_SECONDS), and whole
// answers are shared (in Redis when configured) for `searchCacheSeconds`.
// Every read here goes to `ctx.reader`: a read replica when there are some (decision 027).
import {
  expandQuery,
  normalizeTerm,
  placesMessages,
  RADIUS_KM_DEFAULT,
  tradeKeyFor,
  type Near,
  type ProfileCard,
  type UserType,
} from '@kaamsetu/contract';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { card } from './profile-cards.js';
import * as repository from './profiles.repository.js';
import type { ProfilesContext } from './profiles-context.js';
import { isUuid } from '../../lib/ids.js';
import { indiaDate } from '../../lib/india-time.js';
import { AppError } from '../../lib/errors.js';
import { findPlace, placeNamedIn } from '../places/places.service.js';

export interface SearchInput {
  q: string;
  type?: UserType | undefined;
  location?: string | undefined;
  skill?: string | undefined;
  limit: number;
  cursor?: string | undefined;
  /** Only people with an ID check or a verified business. */
  verified?: boolean | undefined;
  /** Only people within `radiusKm` (default 25) of a place or a point, nearest first within each tier. */
  near?: Near | undefined;
  radiusKm?: number | undefined;
}

export interface SearchResult {
  profiles: ProfileCard[];
  nextCursor: string | null;
}

const MAX_QUERY_WORDS = 6;
// Above this many matching profiles, reading in rank order finds a page quickly; below it, collecting the
// matches through the word index is quicker. Measured on 1,000,000 profiles (bench/README.md).
const COMMON_WORD_PROFILES = 3000;

// A page link is [tier, last id shown, its rank score (its distance in metres when searching near), 1 while still
// among the people free today, who come first in each tier]; further elements are ignored, as they always were.
// Links made before ranking ([tier, id]) carry no score: they start their tier again rather than fail.
const searchCursor = z.tuple([z.union([z.literal(0), z.literal(1)]), z.string().refine(isUuid)], z.unknown());
const rankScore = z.number().min(0).max(5);
const distance = z.number().min(0).max(20_000_000);

function positionIn(cursor: z.infer<typeof searchCursor> | undefined, tier: number, near: boolean) {
  if (!cursor || cursor[0] !== tier) return undefined;
  const score = (near ? distance : rankScore).safeParse(cursor[2]);
  return score.success ? { score: score.data, id: cursor[1], free: cursor[3] === 1 } : undefined;
}

/** Answers that change slowly (vocabulary look-ups, counts, towns), kept in this process for `lookupSeconds`. */
export async function remembered<T>(ctx: ProfilesContext, key: string, load: () => Promise<T>): Promise<T> {
  if (ctx.lookupSeconds === 0) return load();
  return ctx.lookups.remember(key, ctx.lookupSeconds, load);
}

/**
 * Finds people in two tiers, each read best rank score first: first the best matches (the exact trade or word when one
 * thing was typed; every typed thing when several were), then the rest (near spellings, or some of the
 * words). The cursor remembers the tier, the last id and its score, so pages never repeat or skip anyone.
 */
export async function searchProfiles(ctx: ProfilesContext, input: SearchInput): Promise<SearchResult> {
  if (ctx.searchCacheSeconds === 0) return findProfiles(ctx, input);
  const key = `search:${JSON.stringify([normalizeTerm(input.q), input.type, input.location, input.skill, input.limit, input.cursor, input.verified === true, input.near, input.radiusKm])}`;
  return ctx.cache.remember(key, ctx.searchCacheSeconds, () => findProfiles(ctx, input));
}

/** One thing the person typed: its exact match, any match, and how many profiles have them. */
interface QueryPart {
  exact: repository.SearchTerm | undefined;
  any: repository.SearchTerm;
  exactCount: number;
  anyCount: number;
}

async function queryParts(ctx: ProfilesContext, query: Query): Promise<QueryPart[]> {
  const { tradeKeys, words } = query;
  const typedWords = words.filter((word) => word.length >= 2).slice(0, MAX_QUERY_WORDS);
  const parts: QueryPart[] = [];
  if (tradeKeys.length > 0) {
    const match = { trades: tradeKeys };
    const count = await remembered(ctx, `trades:${tradeKeys.join(',')}`, () =>
      repository.tradeCounts(ctx.reader, tradeKeys),
    );
    parts.push({ exact: match, any: match, exactCount: count, anyCount: count });
  }
  for (const typed of typedWords) {
    const candidates = await remembered(ctx, `word:${typed}`, () => repository.resolveWord(ctx.reader, typed));
    if (candidates.length === 0) continue;
    const exact = candidates.find((candidate) => candidate.word === typed);
    parts.push({
      // A word no profile has cannot match exactly; leaving it out keeps the first tier from scanning for it.
      exact: exact ? { words: [typed] } : undefined,
      any: { words: candidates.map((candidate) => candidate.word) },
      exactCount: exact?.profiles ?? 0,
      anyCount: candidates.reduce((sum, candidate) => sum + candidate.profiles, 0),
    });
  }
  return parts;
}

/** Profiles having all of several things: assume they occur independently of each other. */
async function allOfEstimate(ctx: ProfilesContext, counts: number[]): Promise<number> {
  const profiles = await remembered(ctx, 'profiles', () => repository.approximateProfileCount(ctx.reader));
  const total = Math.max(profiles, ...counts, 1);
  return counts.reduce((estimate, count) => (estimate * count) / total, total);
}

interface Tier {
  match: repository.SearchMatch | undefined;
  count: number;
}

/** What was typed: the trades it names and its other words (a place named in it already taken out). */
interface Query {
  tradeKeys: string[];
  words: string[];
}

/** The tiers a search reads in turn; none when nothing typed means anything. */
async function searchTiers(ctx: ProfilesContext, input: SearchInput, query: Query, near: boolean): Promise<Tier[]> {
  // Nothing typed, verified only or near a place: one tier of every such profile.
  const nothingTyped = query.tradeKeys.length === 0 && query.words.length === 0;
  if ((input.verified || near) && nothingTyped) return [{ match: undefined, count: Number.POSITIVE_INFINITY }];
  const parts = await queryParts(ctx, query);
  if (parts.length === 0) return [];
  const anyOf = (every: boolean) => ({ every, terms: parts.map((part) => part.any) });
  const single = parts.length === 1 ? parts[0] : undefined;
  // A trade has no near spellings: its exact match is all of it, one tier.
  return single
    ? [
        ...(single.exact ? [{ match: { every: true, terms: [single.exact] }, count: single.exactCount }] : []),
        ...(single.exact === single.any
          ? []
          : [{ match: { every: true, terms: [single.any] }, count: single.anyCount }]),
      ]
    : [
        {
          match: anyOf(true),
          count: await allOfEstimate(
            ctx,
            parts.map((part) => part.anyCount),
          ),
        },
        { match: anyOf(false), count: parts.reduce((sum, part) => sum + part.anyCount, 0) },
      ];
}

/** Where a search measures from: its `near`, else a town named among several words ("painter jaipur"). */
async function searchOrigin(
  ctx: ProfilesContext,
  input: SearchInput,
): Promise<{ near: repository.SearchNear | undefined; query: Query }> {
  const query = expandQuery(input.q);
  const radiusMeters = (input.radiusKm ?? RADIUS_KM_DEFAULT) * 1000;
  if (input.near) {
    const point =
      'placeId' in input.near
        ? await remembered(ctx, `place:${input.near.placeId}`, () =>
            findPlace(ctx.reader, (input.near as { placeId: number }).placeId),
          )
        : input.near;
    if (!point) throw new AppError('VALIDATION_FAILED', placesMessages.placeNotFound, { field: 'near' });
    return { near: { lat: point.lat, lon: point.lon, radiusMeters }, query };
  }
  if (query.tradeKeys.length + query.words.length < 2) return { near: undefined, query };
  const named = await remembered(ctx, `place-in:${query.words.join(' ')}`, () => placeNamedIn(ctx.reader, query.words));
  if (!named) return { near: undefined, query };
  return {
    near: { lat: named.place.lat, lon: named.place.lon, radiusMeters },
    query: { tradeKeys: query.tradeKeys, words: named.rest },
  };
}

async function findProfiles(ctx: ProfilesContext, input: SearchInput): Promise<SearchResult> {
  const cursor = decodeCursor(input.cursor, searchCursor);
  const { near, query } = await searchOrigin(ctx, input);
  const tiers = await searchTiers(ctx, input, query, near !== undefined);
  if (tiers.length === 0) return { profiles: [], nextCursor: null };
  const filters = {
    type: input.type,
    location: input.location,
    skillTradeKey: input.skill ? tradeKeyFor(input.skill) : undefined,
    skillText: input.skill,
    verified: input.verified,
  };
  const today = indiaDate(ctx.clock.now());
  // Every tier from the cursor's on is a part of one statement, read in turn until the page is full.
  const parts = [];
  for (let tier = cursor?.[0] ?? 0; tier < tiers.length; tier += 1) {
    const current = tiers[tier] as (typeof tiers)[number];
    parts.push(
      ...repository.searchTierParts({
        match: current.match,
        exclude: tiers.slice(0, tier).flatMap((higher) => (higher.match ? [higher.match] : [])),
        common: current.count >= COMMON_WORD_PROFILES,
        filters,
        near,
        after: positionIn(cursor, tier, near !== undefined),
        limit: input.limit + 1,
        today,
        tier,
        nextPart: parts.length,
      }),
    );
  }
  const found = await repository.searchPage(ctx.reader, parts, { near: near !== undefined, limit: input.limit + 1 });
  const page = found.slice(0, input.limit);
  const last = page.at(-1);
  return {
    // Searches without a place measure no distance (the column is null): their cards carry none.
    profiles: page.map((row) => card(ctx.storage, { ...row, distance_m: row.distance_m ?? undefined }, today)),
    nextCursor:
      found.length > input.limit && last
        ? encodeCursor([last.tier, last.id, near ? last.distance_m : last.rank_score, last.free ? 1 : 0])
        : null,
  };
}
