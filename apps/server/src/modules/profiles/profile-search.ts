// Finding people: what the typed words may mean (from the search vocabulary), then profiles in two tiers of
// relevance, each read best rating first (rank_score, then id, so paging is stable; the SQL is searchTier in
// profiles.repository.ts). A
// search costs one or two SQL statements once its words are known; what the words mean is remembered in the
// process for `searchCacheSeconds`, and whole answers are shared (in Redis when configured) for as long.
import { expandQuery, normalizeTerm, tradeKeyFor, type ProfileCard, type UserType } from '@kaamsetu/contract';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { card } from './profile-cards.js';
import * as repository from './profiles.repository.js';
import type { ProfilesContext } from './profiles-context.js';
import { isUuid } from '../../lib/ids.js';

export interface SearchInput {
  q: string;
  type?: UserType | undefined;
  location?: string | undefined;
  skill?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

export interface SearchResult {
  profiles: ProfileCard[];
  nextCursor: string | null;
}

const MAX_QUERY_WORDS = 6;
// Above this many matching profiles, reading in rank order finds a page quickly; below it, collecting the
// matches through the word index is quicker. Measured on 1,000,000 profiles (bench/README.md).
const COMMON_WORD_PROFILES = 3000;

// A page link is [tier, last id shown, its rank score]; further elements are ignored, as they always were.
// Links made before ranking ([tier, id]) carry no score: they start their tier again rather than fail.
const searchCursor = z.tuple([z.union([z.literal(0), z.literal(1)]), z.string().refine(isUuid)], z.unknown());
const rankScore = z.number().min(0).max(5);

function positionIn(cursor: z.infer<typeof searchCursor> | undefined, tier: number) {
  if (!cursor || cursor[0] !== tier) return undefined;
  const score = rankScore.safeParse(cursor[2]);
  return score.success ? { score: score.data, id: cursor[1] } : undefined;
}

/** Answers that change slowly (vocabulary look-ups, counts), kept in this process for a while. */
async function remembered<T>(ctx: ProfilesContext, key: string, load: () => Promise<T>): Promise<T> {
  if (ctx.searchCacheSeconds === 0) return load();
  return ctx.lookups.remember(key, ctx.searchCacheSeconds, load);
}

/**
 * Finds people in two tiers, each read best rank score first: first the best matches (the exact trade or word when one
 * thing was typed; every typed thing when several were), then the rest (near spellings, or some of the
 * words). The cursor remembers the tier, the last id and its score, so pages never repeat or skip anyone.
 */
export async function searchProfiles(ctx: ProfilesContext, input: SearchInput): Promise<SearchResult> {
  if (ctx.searchCacheSeconds === 0) return findProfiles(ctx, input);
  const key = `search:${JSON.stringify([normalizeTerm(input.q), input.type, input.location, input.skill, input.limit, input.cursor])}`;
  return ctx.cache.remember(key, ctx.searchCacheSeconds, () => findProfiles(ctx, input));
}

/** One thing the person typed: its exact match, any match, and how many profiles have them. */
interface QueryPart {
  exact: repository.SearchTerm | undefined;
  any: repository.SearchTerm;
  exactCount: number;
  anyCount: number;
}

async function queryParts(ctx: ProfilesContext, q: string): Promise<QueryPart[]> {
  const { tradeKeys, words } = expandQuery(q);
  const typedWords = words.filter((word) => word.length >= 2).slice(0, MAX_QUERY_WORDS);
  const parts: QueryPart[] = [];
  if (tradeKeys.length > 0) {
    const match = { trades: tradeKeys };
    const count = await remembered(ctx, `trades:${tradeKeys.join(',')}`, () =>
      repository.tradeCounts(ctx.db, tradeKeys),
    );
    parts.push({ exact: match, any: match, exactCount: count, anyCount: count });
  }
  for (const typed of typedWords) {
    const candidates = await remembered(ctx, `word:${typed}`, () => repository.resolveWord(ctx.db, typed));
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
  const profiles = await remembered(ctx, 'profiles', () => repository.approximateProfileCount(ctx.db));
  const total = Math.max(profiles, ...counts, 1);
  return counts.reduce((estimate, count) => (estimate * count) / total, total);
}

async function findProfiles(ctx: ProfilesContext, input: SearchInput): Promise<SearchResult> {
  const cursor = decodeCursor(input.cursor, searchCursor);
  const parts = await queryParts(ctx, input.q);
  if (parts.length === 0) return { profiles: [], nextCursor: null };
  const filters = {
    type: input.type,
    location: input.location,
    skillTradeKey: input.skill ? tradeKeyFor(input.skill) : undefined,
    skillText: input.skill,
  };
  const anyOf = (every: boolean) => ({ every, terms: parts.map((part) => part.any) });
  const single = parts.length === 1 ? parts[0] : undefined;
  const tiers: { match: repository.SearchMatch; count: number }[] = single
    ? [
        ...(single.exact ? [{ match: { every: true, terms: [single.exact] }, count: single.exactCount }] : []),
        { match: { every: true, terms: [single.any] }, count: single.anyCount },
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

  const found: { row: repository.RankedCardRow; tier: number }[] = [];
  for (let tier = cursor?.[0] ?? 0; tier < tiers.length && found.length <= input.limit; tier += 1) {
    const current = tiers[tier] as (typeof tiers)[number];
    const rows = await repository.searchTier(ctx.db, {
      match: current.match,
      exclude: tiers.slice(0, tier).map((higher) => higher.match),
      common: current.count >= COMMON_WORD_PROFILES,
      filters,
      after: positionIn(cursor, tier),
      limit: input.limit + 1 - found.length,
    });
    found.push(...rows.map((row) => ({ row, tier })));
  }
  const page = found.slice(0, input.limit);
  const last = page.at(-1);
  return {
    profiles: page.map((entry) => card(ctx.storage, entry.row)),
    nextCursor: found.length > input.limit && last ? encodeCursor([last.tier, last.row.id, last.row.rank_score]) : null,
  };
}
