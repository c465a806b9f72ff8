// SQL for scam reports, the number check and due process. Money-demand reports are rows of `reports`; whether
// an Employer contacted a worker is read from contact unlocks and Hire Now requests in the same statement, so
// the unlock freeze costs one indexed query (decision 018).
import type { SanctionKind } from '@kaamsetu/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { settleSearchable } from '../../db/searchable.js';
import { appeals, numberChecks, sanctions } from '../../db/schema/index.js';

/** Serialises changes to one person's sanctions (or one address's number checks) for the transaction. */
export async function lockKey(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export interface ReportedPersonRow {
  id: string;
  role: 'Labourer' | 'Employer';
  is_demo: boolean;
}

/** A live (not deleted) person someone may report. */
export async function findLivePerson(db: Executor, id: string): Promise<ReportedPersonRow | undefined> {
  const [row] = await queryRows<ReportedPersonRow>(
    db,
    sql`select id, role, is_demo from users where id = ${id} and deleted_at is null`,
  );
  return row;
}

/** Whether the Employer reached the worker through KaamSetu: unlocked their number or sent Hire Now about them. */
export async function contactedBy(db: Executor, employerId: string, workerId: string): Promise<boolean> {
  const [row] = await queryRows<{ contacted: boolean }>(
    db,
    sql`select exists (select 1 from contact_unlocks where employer_id = ${employerId} and worker_id = ${workerId})
            or exists (select 1 from mediation_requests where employer_id = ${employerId} and labourer_id = ${workerId})
            as contacted`,
  );
  return row?.contacted ?? false;
}

/** Files a money-demand report; undefined when the reporter already has an open report about this person. */
export async function insertMoneyDemandReport(
  tx: Executor,
  values: { reporterId: string; profileId: string; reason: string; details: string },
): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into reports (reporter_id, profile_id, reason, details, kind)
        values (${values.reporterId}, ${values.profileId}, ${values.reason}, ${values.details}, 'money-demand')
        on conflict do nothing returning id`,
  );
  return row?.id;
}

/** Turns the reporter's open ordinary report about this person into a money-demand one; its id, if there was one. */
export async function upgradeOpenReport(
  tx: Executor,
  values: { reporterId: string; profileId: string; details: string },
): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`update reports set kind = 'money-demand', updated_at = now(),
               details = case when ${values.details} = '' then details else ${values.details} end
        where reporter_id = ${values.reporterId} and profile_id = ${values.profileId}
          and status in ('open', 'escalated') and kind = 'profile'
        returning id`,
  );
  return row?.id;
}

/** Whether an open money-demand report from a worker this account contacted pauses its unlocks. */
export async function unlocksFrozen(db: Executor, accountId: string): Promise<boolean> {
  const [row] = await queryRows<{ frozen: boolean }>(db, sql`select ${unlocksFrozenCondition(accountId)} as frozen`);
  return row?.frozen ?? false;
}

/** The condition itself, for a statement that checks it and acts at once (an unlock: one round trip). */
export function unlocksFrozenCondition(accountId: string): SQL {
  return sql`exists (
    select 1 from reports r
    where r.profile_id = ${accountId} and r.kind = 'money-demand' and r.status in ('open', 'escalated')
      and (exists (select 1 from contact_unlocks c where c.employer_id = r.profile_id and c.worker_id = r.reporter_id)
           or exists (select 1 from mediation_requests m
                      where m.employer_id = r.profile_id and m.labourer_id = r.reporter_id)))`;
}

/** The person's suspension in force, if any. */
export async function activeSuspension(
  db: Executor,
  personId: string,
): Promise<{ id: number; reason: string } | undefined> {
  const [row] = await queryRows<{ id: number; reason: string }>(
    db,
    sql`select id, reason from sanctions where person_id = ${personId} and kind = 'suspension' and lifted_at is null`,
  );
  return row;
}

export interface SanctionRow {
  id: number;
  kind: SanctionKind;
  reason: string;
  created_at: Date | string;
  lifted_at: Date | string | null;
  appeal_status: 'pending' | 'upheld' | 'lifted' | null;
  appeal_at: Date | string | null;
}

/** The person's sanctions still in force (not lifted), newest first, each with its appeal if there is one. */
export async function sanctionsInForce(db: Executor, personId: string): Promise<SanctionRow[]> {
  return queryRows<SanctionRow>(
    db,
    sql`select s.id, s.kind, s.reason, s.created_at, s.lifted_at, a.status as appeal_status,
               a.created_at as appeal_at
        from sanctions s left join appeals a on a.sanction_id = s.id
        where s.person_id = ${personId} and s.lifted_at is null
        order by s.created_at desc, s.id desc
        limit 20`,
  );
}

export async function insertSanction(
  tx: Executor,
  values: { personId: string; kind: SanctionKind; reason: string; staffId: string; reportId?: number; at: Date },
): Promise<number> {
  const [row] = await tx
    .insert(sanctions)
    .values({
      personId: values.personId,
      kind: values.kind,
      reason: values.reason,
      staffId: values.staffId,
      reportId: values.reportId ?? null,
      createdAt: values.at,
    })
    .returning({ id: sanctions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export interface LockedReport {
  profile_id: string;
  status: string;
  kind: string;
}

/** A report, locked for a decision. */
export async function lockReport(tx: Executor, id: number): Promise<LockedReport | undefined> {
  const [row] = await queryRows<LockedReport>(
    tx,
    sql`select profile_id, status, kind from reports where id = ${id} for update`,
  );
  return row;
}

export async function setReportStatus(tx: Executor, id: number, status: 'warned' | 'suspended' | 'cleared') {
  await tx.execute(sql`update reports set status = ${status}, updated_at = now() where id = ${id}`);
}

/** Files an appeal; undefined when the sanction already has one. */
export async function insertAppeal(
  tx: Executor,
  values: { sanctionId: number; personId: string; text: string; at: Date },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(appeals)
    .values({ sanctionId: values.sanctionId, personId: values.personId, text: values.text, createdAt: values.at })
    .onConflictDoNothing()
    .returning({ id: appeals.id });
  return row?.id;
}

export interface PendingAppealRow {
  id: number;
  person_id: string;
  person_name: string;
  person_role: 'Labourer' | 'Employer';
  sanction_id: number;
  sanction_kind: SanctionKind;
  sanction_reason: string;
  sanction_at: Date | string;
  text: string;
  created_at: Date | string;
}

/** Appeals waiting for staff, oldest first. */
export async function pendingAppeals(db: Executor): Promise<PendingAppealRow[]> {
  return queryRows<PendingAppealRow>(
    db,
    sql`select a.id, a.person_id, u.name as person_name, u.role as person_role, s.id as sanction_id,
               s.kind as sanction_kind, s.reason as sanction_reason, s.created_at as sanction_at, a.text,
               a.created_at
        from appeals a join sanctions s on s.id = a.sanction_id join users u on u.id = a.person_id
        where a.status = 'pending'
        order by a.created_at, a.id
        limit 200`,
  );
}

export interface LockedAppeal {
  status: string;
  person_id: string;
  sanction_id: number;
  sanction_kind: SanctionKind;
}

export async function lockAppeal(tx: Executor, id: number): Promise<LockedAppeal | undefined> {
  const [row] = await queryRows<LockedAppeal>(
    tx,
    sql`select a.status, a.person_id, a.sanction_id, s.kind as sanction_kind
        from appeals a join sanctions s on s.id = a.sanction_id where a.id = ${id} for update of a`,
  );
  return row;
}

export async function decideAppeal(
  tx: Executor,
  values: { id: number; status: 'upheld' | 'lifted'; at: Date; staffId: string },
): Promise<void> {
  await tx.execute(
    sql`update appeals set status = ${values.status}, decided_at = ${values.at},
               decided_by_staff_id = ${values.staffId}
        where id = ${values.id}`,
  );
}

export async function liftSanction(tx: Executor, sanctionId: number, at: Date): Promise<void> {
  await tx.execute(sql`update sanctions set lifted_at = ${at} where id = ${sanctionId} and lifted_at is null`);
}

/** A real Employer in good standing holding this number (not demo, blocked, deleted or suspended). */
export async function employerByPhone(db: Executor, phone: string): Promise<{ name: string } | undefined> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select u.name from users u
        where u.phone = ${phone} and u.role = 'Employer' and not u.is_demo and u.blocked_at is null
          and u.deleted_at is null
          and not exists (select 1 from sanctions s
                          where s.person_id = u.id and s.kind = 'suspension' and s.lifted_at is null)`,
  );
  return row;
}

/** This source's number checks since `since` (dropping its older ones): how many, and the oldest one's time. */
export async function recentNumberChecks(
  tx: Executor,
  source: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  await tx.execute(sql`delete from number_checks where source = ${source} and created_at < ${since}`);
  const [row] = await queryRows<{ count: number; oldest: Date | string | null }>(
    tx,
    sql`select count(*)::int as count, min(created_at) as oldest from number_checks
        where source = ${source} and created_at >= ${since}`,
  );
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function recordNumberCheck(tx: Executor, source: string, at: Date): Promise<void> {
  await tx.insert(numberChecks).values({ source, createdAt: at });
}

export interface SanctionRecordRow {
  id: number;
  kind: string;
  reason: string;
  created_at: Date | string;
  lifted_at: Date | string | null;
}

export interface AppealRecordRow {
  id: number;
  sanction_id: number;
  text: string;
  status: string;
  created_at: Date | string;
  decided_at: Date | string | null;
}

/** Every warning and suspension given to the person, oldest first (for Download my data). */
export function sanctionsOf(db: Executor, personId: string): Promise<SanctionRecordRow[]> {
  return queryRows<SanctionRecordRow>(
    db,
    sql`select id, kind, reason, created_at, lifted_at from sanctions where person_id = ${personId} order by id`,
  );
}

/** Every appeal the person made, oldest first (for Download my data). */
export function appealsOf(db: Executor, personId: string): Promise<AppealRecordRow[]> {
  return queryRows<AppealRecordRow>(
    db,
    sql`select id, sanction_id, text, status, created_at, decided_at from appeals where person_id = ${personId}
        order by id`,
  );
}

/** Account erasure: the person's appeal texts and the reasons staff wrote about them; the rows stay. */
export async function eraseDueProcessWords(tx: Executor, personId: string): Promise<void> {
  await tx.execute(sql`update appeals set text = '' where person_id = ${personId}`);
  await tx.execute(sql`update sanctions set reason = '' where person_id = ${personId}`);
}

/**
 * A suspension takes the person out of search (and Top Performers) at once; the appeal that lifts it gives back
 * what they had, unless something else keeps them out (db/searchable.ts). Called once the sanction is written.
 */
export async function settleSearchAfterSanction(tx: Executor, personId: string): Promise<void> {
  await settleSearchable(tx, personId);
}

/** Keeps the person's suspension in force, if any, under their number's key (decision 035). */
export async function carrySuspension(tx: Executor, phoneKey: string, personId: string, at: Date): Promise<void> {
  await tx.execute(
    sql`insert into carried_suspensions (phone_key, sanction_id, carried_at)
        select ${phoneKey}, id, ${at} from sanctions
         where person_id = ${personId} and kind = 'suspension' and lifted_at is null
        on conflict (phone_key) do update set sanction_id = excluded.sanction_id, carried_at = excluded.carried_at`,
  );
}

/**
 * Suspends a new account as its number's earlier account was, if one was carried: given and appealable as the
 * first was (same staff member, report and date), with `reason` in place of the erased words. True when it did.
 */
export async function takeUpCarriedSuspension(
  tx: Executor,
  phoneKey: string,
  personId: string,
  reason: string,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with carried as (delete from carried_suspensions where phone_key = ${phoneKey} returning sanction_id)
        insert into sanctions (person_id, kind, reason, staff_id, report_id, created_at)
        select ${personId}, 'suspension', ${reason}, first.staff_id, first.report_id, first.created_at
          from carried join sanctions first on first.id = carried.sanction_id
        returning id`,
  );
  return rows.length > 0;
}
