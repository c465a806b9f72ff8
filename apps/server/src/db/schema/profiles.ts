// What people tell about themselves, and who looked at whom. One profile row per account.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { mapPoint, places } from './places.js';
import { userRole, users } from './users.js';

const emptyText = (name: string) => text(name).notNull().default('');

/**
 * Ranking by a Bayesian average (docs/decisions/017-reviews-and-ranking.md): everyone starts with
 * RATING_PRIOR_WEIGHT imagined reviews of RATING_PRIOR_STARS, so rank_score = (weight × prior + sum of stars) /
 * (weight + count). A new profile sits at the prior; one 5★ review moves it a little, forty 4.8★ reviews a lot.
 * Changing either needs a migration that recreates rank_score.
 */
export const RATING_PRIOR_STARS = 3.5;
export const RATING_PRIOR_WEIGHT = 5;

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Copies of the account's role and "complete and visible" state, so search reads one table and joins
    // the accounts only for the page it shows.
    role: userRole('role').notNull(),
    searchable: boolean('searchable').notNull().default(false),
    location: emptyText('location'),
    city: emptyText('city'),
    state: emptyText('state'),
    pincode: emptyText('pincode'),
    // The gazetteer place the person picked, or that their typed city or location matched on save; with its
    // coordinates copied here, so distance queries read this table alone (docs/decisions/021).
    placeId: integer('place_id').references(() => places.id),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    // True when lat/lon are the person's own position (the phone's, shared with consent, rounded to ~1 km)
    // instead of their place's: a save keeps them, and DELETE /api/me/position goes back to the place.
    ownPosition: boolean('own_position').notNull().default(false),
    // "Free today": the India date through which the worker said they are free (today or tomorrow); past, it
    // means nothing.
    availableOn: date('available_on', { mode: 'string' }),
    // point(lon, lat), written with them: the GiST index distance queries search.
    position: mapPoint('position'),
    // As the person typed them, trimmed; the API speaks them as comma-separated text.
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Canonical trade keys the skills name ("raj mistri" → mason), for filters and synonym search.
    tradeKeys: text('trade_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    workExperience: emptyText('work_experience'),
    email: emptyText('email'),
    companyName: emptyText('company_name'),
    businessType: emptyText('business_type'),
    callTimeStart: emptyText('call_time_start'),
    callTimeEnd: emptyText('call_time_end'),
    photoKey: text('photo_key'),
    thumbnailKey: text('thumbnail_key'),
    // The distinct normalised words of name, skills, trade names (English and Hindi) and places: what search
    // looks up, exactly, after resolving typed words against the vocabulary below.
    searchWords: text('search_words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Set while an Employer's dead-number claim is open or was refunded, until the worker confirms their number
    // by OTP: the profile stays out of search meanwhile (searchable is false).
    numberInDoubtSince: timestamp('number_in_doubt_since', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The person's visible reviews (the reviews module keeps them in step, through profile-ratings.ts, in the
    // transaction that changes a review). A person reviewed before having a profile gets a bare row here.
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    // The Bayesian average search and Top Performers order by (decision 017): a column, so an index walk
    // reads profiles best first and stops after a page instead of scoring every match.
    rankScore: doublePrecision('rank_score')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `(${RATING_PRIOR_WEIGHT * RATING_PRIOR_STARS} + rating_sum)::double precision / (${RATING_PRIOR_WEIGHT} + rating_count)`,
        ),
      ),
    // Badges staff granted ('id-checked', 'verified-business'), copied from the verification tables in the
    // same transaction as the grant or revoke, so cards and the "verified only" search read this table alone.
    verifiedBadges: text('verified_badges')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [
    index('profiles_search_words_idx').using('gin', table.searchWords),
    index('profiles_trade_keys_idx').using('gin', table.tradeKeys),
    // Search tiers and Top Performers walk it backwards: best score first, then the higher id.
    index('profiles_rank_idx')
      .on(table.rankScore, table.userId)
      .where(sql`searchable`),
    check('profiles_position', sql`(lat is null) = (lon is null) and (lat is null) = (position is null)`),
    index('profiles_position_idx')
      .using('gist', table.position)
      .where(sql`searchable and position is not null`),
    // The few people free today, whom search shows first in each tier.
    index('profiles_free_today_idx')
      .on(table.availableOn)
      .where(sql`searchable and available_on is not null`),
    check('profiles_rating', sql`rating_count >= 0 and rating_sum between rating_count and 5 * rating_count`),
    // Few profiles are verified: "verified only" walks this index best score first, as the rank index serves
    // every other search.
    index('profiles_verified_rank_idx')
      .on(table.rankScore, table.userId)
      .where(sql`searchable and verified_badges <> '{}'::text[]`),
  ],
);

// One row per viewer, profile and day: enough to rank recent interest without growing with every reload.
export const profileViews = pgTable(
  'profile_views',
  {
    profileUserId: uuid('profile_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerUserId: uuid('viewer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewDay: date('view_day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.profileUserId, table.viewerUserId, table.viewDay] }),
    index('profile_views_day_idx').on(table.viewDay, table.profileUserId),
  ],
);

// Every word any profile is searchable by, once, with how many profiles use it ("trade:<key>" rows count
// trades). Typos and prefixes are resolved against this small table (trigram index) instead of against every
// profile, and the counts tell search whether a word is common or rare, which decides how to read matches.
export const searchVocabulary = pgTable(
  'search_vocabulary',
  { word: text('word').primaryKey(), profiles: integer('profiles').notNull().default(0) },
  (table) => [index('search_vocabulary_word_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`)],
);

/**
 * One row per trade of each searchable Labourer with a place: where they are, in a lane of the map of their own
 * (`trade_lane_point`, migration 0016), so one GiST box finds the painters near Jaipur without reading the other
 * trades' people there (docs/decisions/024). Kept by a trigger on profiles from the columns it copies, so no
 * write path can forget it; search near a place and job matching read it, and check everything else on
 * profiles.
 */
export const tradePositions = pgTable(
  'trade_positions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.userId, { onDelete: 'cascade' }),
    tradeKey: text('trade_key').notNull(),
    lanePosition: mapPoint('lane_position').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    rankScore: doublePrecision('rank_score').notNull(),
    availableOn: date('available_on', { mode: 'string' }),
    // When the profile last changed (a save, the "Free today" tap): matching's "recent activity".
    activeAt: timestamp('active_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tradeKey] }),
    // Migration 0016 makes it covering (INCLUDE every other column, which drizzle cannot say), so search and
    // matching read their candidates by an index-only scan.
    index('trade_positions_lane_idx').using('gist', table.lanePosition),
    // The same for the people with a free mark only (migration 0024 makes it covering too): a search's "free
    // today first" reads these few instead of every worker of the trade in its circle (decision 034).
    index('trade_positions_free_idx')
      .using('gist', table.lanePosition)
      .where(sql`${table.availableOn} is not null`),
  ],
);
