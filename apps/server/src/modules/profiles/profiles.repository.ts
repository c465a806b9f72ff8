// SQL for profiles, profile views, search and Today's Top Performers.
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { profiles, profileViews, users } from '../../db/schema/index.js';

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

export interface SearchCriteria {
  tradeKeys: string[];
  words: string[];
  type?: 'Labourer' | 'Employer' | undefined;
  location?: string | undefined;
  skillTradeKey?: string | undefined;
  skillText?: string | undefined;
  limit: number;
  offset: number;
}

/** Similarity above which a typed word counts as matching a word of the profile ("plumbr" ~ "plumber"). */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

export async function searchProfiles(db: Executor, criteria: SearchCriteria): Promise<CardRow[]> {
  const matches: SQL[] = [];
  const scores: SQL[] = [sql`0`];
  if (criteria.tradeKeys.length > 0) {
    const keys = textArray(criteria.tradeKeys);
    matches.push(sql`p.trade_keys && ${keys}`);
    scores.push(sql`case when p.trade_keys && ${keys} then 1.0 else 0 end`);
  }
  for (const word of criteria.words) {
    matches.push(sql`${word} <% p.search_text`);
    scores.push(sql`word_similarity(${word}, p.search_text)`);
  }
  const filters: SQL[] = [sql`u.profile_completed_at is not null`];
  if (matches.length > 0) filters.push(sql`(${sql.join(matches, sql` or `)})`);
  if (criteria.type) filters.push(sql`u.role = ${criteria.type}`);
  if (criteria.location) {
    filters.push(sql`(p.location || ' ' || p.city || ' ' || p.state) ilike ${`%${criteria.location}%`}`);
  }
  if (criteria.skillTradeKey) filters.push(sql`p.trade_keys @> ${textArray([criteria.skillTradeKey])}`);
  else if (criteria.skillText) filters.push(sql`array_to_string(p.skills, ',') ilike ${`%${criteria.skillText}%`}`);

  // The threshold applies to the `<%` operator, which the trigram index serves; local to this transaction.
  await db.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
  );
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
