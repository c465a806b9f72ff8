// SQL for profiles, profile views, search and Today's Top Performers.
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { profiles, profileViews, searchVocabulary, users } from '../../db/schema/index.js';

export type ProfileValues = Omit<typeof profiles.$inferInsert, 'userId' | 'updatedAt'>;

export interface ProfileRow {
  id: string;
  name: string;
  phone: string;
  role: 'Labourer' | 'Employer';
  profileCompletedAt: Date | null;
  profile: typeof profiles.$inferSelect | null;
}

export async function findProfile(db: Executor, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      role: users.role,
      profileCompletedAt: users.profileCompletedAt,
      profile: profiles,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
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
  await db
    .insert(profiles)
    .values({ userId, ...values.profile, updatedAt: values.updatedAt })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...values.profile, updatedAt: values.updatedAt } });
}

/** Adds words to the search vocabulary; words already there are left alone. */
export async function addToVocabulary(db: Executor, words: readonly string[]): Promise<void> {
  if (words.length === 0) return;
  await db
    .insert(searchVocabulary)
    .values(words.map((word) => ({ word })))
    .onConflictDoNothing();
}

/** Similarity above which a vocabulary word counts as what was typed ("plumbr" ~ "plumber"). */
export const WORD_SIMILARITY_THRESHOLD = 0.4;
const CANDIDATES_PER_WORD = 6;

/**
 * Vocabulary words a typed word may mean: itself, words it begins ("carp" → carpenter), and words spelled
 * nearly the same ("electrision" → electrician). Runs inside a transaction (the threshold is local to it).
 */
export async function resolveWord(db: Executor, typed: string): Promise<string[]> {
  await db.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
  const rows = await queryRows<{ word: string }>(
    db,
    sql`select word from search_vocabulary
        where word like ${`${typed.replace(/[\\%_]/g, '')}%`} or word % ${typed}
        order by word = ${typed} desc, similarity(word, ${typed}) desc, word
        limit ${CANDIDATES_PER_WORD}`,
  );
  return rows.map((row) => row.word);
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
}

const cardColumns = sql`u.id, u.name, u.role, p.skills, p.location, p.city, p.state, p.thumbnail_key`;

function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

export interface WordGroup {
  /** The word as typed (normalised). */
  typed: string;
  /** Vocabulary words it may mean, the typed word included when it exists. */
  candidates: string[];
}

export interface SearchCriteria {
  tradeKeys: string[];
  groups: WordGroup[];
  type?: 'Labourer' | 'Employer' | undefined;
  location?: string | undefined;
  skillTradeKey?: string | undefined;
  skillText?: string | undefined;
  limit: number;
  offset: number;
}

export async function searchProfiles(db: Executor, criteria: SearchCriteria): Promise<CardRow[]> {
  const matches: SQL[] = [];
  const scores: SQL[] = [sql`0`];
  if (criteria.tradeKeys.length > 0) {
    const keys = textArray(criteria.tradeKeys);
    matches.push(sql`p.trade_keys && ${keys}`);
    scores.push(sql`case when p.trade_keys && ${keys} then 1.0 else 0 end`);
  }
  const groups = criteria.groups.filter((group) => group.candidates.length > 0);
  if (groups.length > 0) {
    matches.push(sql`p.search_words && ${textArray(groups.flatMap((group) => group.candidates))}`);
    for (const group of groups) {
      // An exact word counts fully; a prefix or near-spelling a little less, so exact matches rank first.
      scores.push(
        sql`case when p.search_words && ${textArray([group.typed])} then 1.0
                 when p.search_words && ${textArray(group.candidates)} then 0.8 else 0 end`,
      );
    }
  }
  if (matches.length === 0) return [];
  const filters: SQL[] = [sql`u.profile_completed_at is not null`, sql`(${sql.join(matches, sql` or `)})`];
  if (criteria.type) filters.push(sql`u.role = ${criteria.type}`);
  if (criteria.location) {
    filters.push(sql`(p.location || ' ' || p.city || ' ' || p.state) ilike ${`%${criteria.location}%`}`);
  }
  if (criteria.skillTradeKey) filters.push(sql`p.trade_keys @> ${textArray([criteria.skillTradeKey])}`);
  else if (criteria.skillText) filters.push(sql`array_to_string(p.skills, ',') ilike ${`%${criteria.skillText}%`}`);

  return queryRows<CardRow>(
    db,
    sql`select ${cardColumns}, (${sql.join(scores, sql` + `)}) as score
        from profiles p join users u on u.id = p.user_id
        where ${sql.join(filters, sql` and `)}
        order by score desc, u.id
        limit ${criteria.limit} offset ${criteria.offset}`,
  );
}

/**
 * Complete Labourer profiles with the most distinct viewers in the last week; the 60 most looked-at form
 * the pool, shown in an order that changes each day, so the same few people are not always on top.
 */
export async function topPerformers(
  db: Executor,
  options: { excludeUserId: string; day: string; since: string; limit: number },
): Promise<CardRow[]> {
  return queryRows<CardRow>(
    db,
    sql`select ${sql.raw('id, name, role, skills, location, city, state, thumbnail_key')} from (
          select ${cardColumns}, coalesce(v.viewers, 0) as viewers
          from users u
          join profiles p on p.user_id = u.id
          left join (
            select profile_user_id, count(*)::int as viewers from profile_views
            where view_day >= ${options.since} group by profile_user_id
          ) v on v.profile_user_id = u.id
          where u.profile_completed_at is not null and u.role = 'Labourer' and u.id <> ${options.excludeUserId}
          order by viewers desc, md5(u.id::text || ${options.day})
          limit 60
        ) pool
        order by md5(pool.id::text || ${options.day})
        limit ${options.limit}`,
  );
}
