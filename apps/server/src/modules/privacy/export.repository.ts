// SQL for Download my data: everything stored about one person, each read in the caller's transaction (the
// service opens it repeatable read, so every part describes the same moment). Other people appear only by
// their pseudonymous id.
import type { Language } from '@kaamsetu/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

export interface AccountRow {
  id: string;
  name: string;
  phone: string;
  role: 'Labourer' | 'Employer';
  created_at: Date | string;
  profile_completed_at: Date | string | null;
  added_by_staff: boolean;
  language: Language | null;
  consent_version: string | null;
  consented_at: Date | string | null;
  consent_method: 'checkbox' | 'sms-notice' | null;
}

/** Rows already named as the export shows them (camelCase), passed through as they are. */
export type ExportedRow = Record<string, unknown>;

const exported = (db: Executor, query: SQL) => queryRows<ExportedRow>(db, query);

export async function account(db: Executor, userId: string): Promise<AccountRow | undefined> {
  const [row] = await queryRows<AccountRow>(
    db,
    sql`select id, name, phone, role, created_at, profile_completed_at, added_by_staff_id is not null as added_by_staff,
               language, consent_version, consented_at, consent_method
        from users where id = ${userId} and deleted_at is null`,
  );
  return row;
}

export async function profile(db: Executor, userId: string): Promise<ExportedRow | undefined> {
  const [row] = await exported(
    db,
    sql`select location, city, state, pincode, skills, work_experience as "workExperience", email,
               company_name as "companyName", business_type as "businessType", call_time_start as "callTimeStart",
               call_time_end as "callTimeEnd", photo_key as "photoKey", thumbnail_key as "thumbnailKey",
               searchable, updated_at as "updatedAt",
               case when own_position then json_build_object('lat', lat, 'lon', lon) end as "sharedPosition"
        from profiles where user_id = ${userId}`,
  );
  return row;
}

export async function balances(
  db: Executor,
  userId: string,
): Promise<{ kind: string; balance_paise: number | string }[]> {
  return queryRows(db, sql`select kind, balance_paise from ledger_accounts where owner_id = ${userId}`);
}

export interface EntryRow {
  account: string;
  amount_paise: number | string;
  kind: string;
  description: string;
  created_at: Date | string;
}

/** The person's ledger entries, oldest first. */
export async function entries(db: Executor, userId: string): Promise<EntryRow[]> {
  return queryRows<EntryRow>(
    db,
    sql`select a.kind as account, e.amount_paise, t.kind, t.description, e.created_at
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        join ledger_transactions t on t.id = e.transaction_id
        where a.owner_id = ${userId} order by e.id`,
  );
}

export function payouts(db: Executor, userId: string): Promise<ExportedRow[]> {
  return exported(
    db,
    sql`select id, amount_paise as "amountPaise", upi_id as "upiId", status, utr, reason, created_at as "createdAt"
        from payouts where user_id = ${userId} order by created_at`,
  );
}

export function recharges(db: Executor, userId: string): Promise<ExportedRow[]> {
  return exported(
    db,
    sql`select provider_order_id as "orderId", amount_paise as "amountPaise", status, created_at as "createdAt",
               paid_at as "paidAt"
        from payment_orders where user_id = ${userId} order by created_at`,
  );
}

/** Employers who unlocked this person's number, oldest first. */
export function numberSeenBy(db: Executor, userId: string) {
  return queryRows<{ employer_id: string; created_at: Date | string }>(
    db,
    sql`select employer_id, created_at from contact_unlocks where worker_id = ${userId} order by created_at`,
  );
}

/** Workers whose numbers this person unlocked, oldest first. */
export function numbersSeen(db: Executor, userId: string) {
  return queryRows<{ worker_id: string; created_at: Date | string }>(
    db,
    sql`select worker_id, created_at from contact_unlocks where employer_id = ${userId} order by created_at`,
  );
}

/** How many people viewed this person's profile, per day. */
export function profileViewDays(db: Executor, userId: string) {
  return queryRows<{ day: string; viewers: number }>(
    db,
    sql`select view_day::text as day, count(*)::int as viewers from profile_views
        where profile_user_id = ${userId} group by view_day order by view_day`,
  );
}

/** Profiles this person viewed, and when. */
export function profilesViewed(db: Executor, userId: string) {
  return queryRows<{ profile_user_id: string; day: string }>(
    db,
    sql`select profile_user_id, view_day::text as day from profile_views
        where viewer_user_id = ${userId} order by view_day`,
  );
}

export function mediationRequests(db: Executor, userId: string): Promise<ExportedRow[]> {
  return exported(
    db,
    sql`select id, employer_id as "employerId", labourer_id as "labourerId", location, salary_rupees as "salaryRupees",
               details, status, created_at as "createdAt", closed_at as "closedAt"
        from mediation_requests where employer_id = ${userId} or labourer_id = ${userId} order by created_at`,
  );
}

export function reportsFiled(db: Executor, userId: string): Promise<ExportedRow[]> {
  return exported(
    db,
    sql`select id, profile_id as "profileId", reason, details, status, created_at as "createdAt"
        from reports where reporter_id = ${userId} order by created_at`,
  );
}
