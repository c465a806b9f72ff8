// SQL for people as staff see them: the person card, the staff search, the unfinished profiles and blocking.
import { sql } from 'drizzle-orm';
import type { UserType } from '@kaamsetu/contract';
import { queryRows, type Executor } from '../../db/client.js';
import { settleSearchable } from '../../db/searchable.js';
import { personMatch } from './person-lookup.repository.js';

/** Who a person is, as every staff list starts. */
export interface AccountRow {
  id: string;
  name: string;
  phone: string;
  role: UserType;
}

/** The profile columns staff read about a person (null when they have no profile yet). */
export interface ProfileDetailsRow {
  location: string | null;
  city: string | null;
  state: string | null;
  skills: string[] | null;
  work_experience: string | null;
  company_name: string | null;
  photo_key: string | null;
}

export interface PersonRow extends AccountRow, ProfileDetailsRow {
  is_demo: boolean;
  blocked_at: Date | string | null;
  profile_completed_at: Date | string | null;
  created_at: Date | string;
  email: string | null;
  staff_code: string | null;
  staff_name: string | null;
  /** The India date a worker was marked free on (YYYY-MM-DD), past ones included. */
  available_on: string | null;
}

const personColumns = sql`u.id, u.name, u.phone, u.role, u.is_demo, u.blocked_at, u.profile_completed_at,
  u.created_at, p.location, p.city, p.state, p.skills, p.work_experience, p.company_name, p.email, p.photo_key,
  p.available_on::text as available_on, s.staff_code, s.name as staff_name`;
const personFrom = sql`users u left join profiles p on p.user_id = u.id
  left join staff_members s on s.id = u.added_by_staff_id`;

export async function findPerson(db: Executor, id: string): Promise<PersonRow | undefined> {
  const [row] = await queryRows<PersonRow>(
    db,
    sql`select ${personColumns} from ${personFrom} where u.id = ${id} and u.deleted_at is null`,
  );
  return row;
}

/** People by exact id, by mobile (any 4+ digits of it) or by name, newest first; demo people included. */
export async function searchPeople(
  db: Executor,
  query: { type?: UserType | undefined; q: string },
): Promise<PersonRow[]> {
  const conditions = [sql`true`];
  if (query.type) conditions.push(sql`u.role = ${query.type}`);
  const match = await personMatch(db, query.q);
  if (match) conditions.push(match);
  return queryRows<PersonRow>(
    db,
    sql`select ${personColumns} from ${personFrom} where u.deleted_at is null and ${sql.join(conditions, sql` and `)}
        order by u.created_at desc, u.id desc limit 50`,
  );
}

export type IncompleteProfileRow = AccountRow & ProfileDetailsRow;

/** Real people (not demo, blocked or deleted) whose profile is unfinished, newest first. */
export async function incompleteProfiles(db: Executor): Promise<IncompleteProfileRow[]> {
  return queryRows<IncompleteProfileRow>(
    db,
    sql`select u.id, u.name, u.phone, u.role, p.location, p.city, p.state, p.skills, p.work_experience,
               p.company_name, p.photo_key
        from users u left join profiles p on p.user_id = u.id
        where u.profile_completed_at is null and not u.is_demo and u.blocked_at is null and u.deleted_at is null
        order by u.created_at desc
        limit 200`,
  );
}

export interface UnplacedProfileRow {
  id: string;
  name: string;
  role: 'Labourer' | 'Employer';
  location: string;
  city: string;
  state: string;
}

/** Real people whose typed location or city matched no place (migration 0014, then every save). */
export async function unplacedProfiles(db: Executor): Promise<UnplacedProfileRow[]> {
  return queryRows<UnplacedProfileRow>(
    db,
    sql`select u.id, u.name, u.role, p.location, p.city, p.state
        from profiles p join users u on u.id = p.user_id
        where p.place_id is null and (p.location <> '' or p.city <> '')
          and not u.is_demo and u.deleted_at is null
        order by p.updated_at desc, u.id
        limit 200`,
  );
}

export async function findRole(db: Executor, id: string): Promise<{ role: string; complete: boolean } | undefined> {
  const [row] = await queryRows<{ role: string; complete: boolean }>(
    db,
    sql`select role, profile_completed_at is not null as complete from users where id = ${id}`,
  );
  return row;
}

/** Locks the person's row for the rest of the transaction; undefined when there is nobody. */
export async function lockBlockedState(tx: Executor, id: string): Promise<{ blocked: boolean } | undefined> {
  const [row] = await queryRows<{ blocked: boolean }>(
    tx,
    sql`select blocked_at is not null as blocked from users where id = ${id} for update`,
  );
  return row;
}

/** Blocked: sessions end (token version bumped) and the profile leaves search. */
export async function block(tx: Executor, id: string, at: Date): Promise<void> {
  await tx.execute(sql`update users set blocked_at = ${at}, token_version = token_version + 1 where id = ${id}`);
  await tx.execute(sql`update profiles set searchable = false where user_id = ${id}`);
}

/** Unblocked: a complete profile is searchable again, unless something else keeps it out (db/searchable.ts). */
export async function unblock(tx: Executor, id: string): Promise<void> {
  await tx.execute(sql`update users set blocked_at = null where id = ${id}`);
  await settleSearchable(tx, id);
}
