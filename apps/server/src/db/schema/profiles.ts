// What people tell about themselves, and who looked at whom. One profile row per account.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userRole, users } from './users.js';

const emptyText = (name: string) => text(name).notNull().default('');

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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    // Few profiles are verified: "verified only" walks this small index in id order instead of every profile.
    index('profiles_verified_idx')
      .on(table.userId)
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
