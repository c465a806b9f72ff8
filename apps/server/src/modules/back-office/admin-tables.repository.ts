// SQL for the Admin's tables. Each reads newest first, one page past the page size (so the service knows
// whether there is more), paged by (created_at, id) so a page is an index range, not a count-and-skip.
import { ADMIN_TABLE_PAGE_SIZE, type AgreementStatus } from '@kaamsetu/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { containsPattern } from '../../lib/like-patterns.js';
import { personMatch } from './person-lookup.repository.js';

/** Whole days in India's calendar (yyyy-mm-dd), and the (created at, id) of the last row already shown. */
export interface TableRange {
  from?: string | undefined;
  to?: string | undefined;
  after?: readonly [at: string, id: string] | undefined;
}

function rangeConditions(range: TableRange, createdAt: SQL, id: SQL, idType: 'uuid' | 'int'): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(sql`${createdAt} >= (${range.from}::date::timestamp at time zone 'Asia/Kolkata')`);
  if (range.to) {
    conditions.push(sql`${createdAt} < ((${range.to}::date + 1)::timestamp at time zone 'Asia/Kolkata')`);
  }
  if (range.after) {
    const [at, afterId] = range.after;
    const cursorId = idType === 'uuid' ? sql`${afterId}::uuid` : sql`${Number(afterId)}::int`;
    conditions.push(sql`(${createdAt}, ${id}) < (${at}::timestamptz, ${cursorId})`);
  }
  return conditions;
}

const where = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);
const pageLimit = sql`limit ${ADMIN_TABLE_PAGE_SIZE + 1}`;

export interface TransactionRow {
  id: string;
  kind: string;
  description: string;
  created_at: Date | string;
}

/** Ledger transactions except payouts paid; found by their id, or by the name or number of a person in them. */
export async function transactions(
  db: Executor,
  range: TableRange,
  search: { transactionId: string } | { person: string } | undefined,
): Promise<TransactionRow[]> {
  const conditions = [sql`t.kind <> 'payout_paid'`, ...rangeConditions(range, sql`t.created_at`, sql`t.id`, 'uuid')];
  if (search && 'transactionId' in search) conditions.push(sql`t.id = ${search.transactionId}`);
  else if (search) {
    // People whose name or number matches, then their transactions (both through indexes).
    const match = containsPattern(search.person);
    conditions.push(sql`t.id in (
      select e.transaction_id from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      where a.owner_id in (select id from users where name ilike ${match} or phone like ${match}))`);
  }
  return queryRows<TransactionRow>(
    db,
    sql`select t.id, t.kind, t.description, t.created_at from ledger_transactions t ${where(conditions)}
        order by t.created_at desc, t.id desc ${pageLimit}`,
  );
}

export interface EntryRow {
  transaction_id: string;
  account_id: string;
  account_kind: string;
  amount_paise: number | string;
  owner_id: string | null;
  owner_name: string | null;
  /** The Credits balance right after this entry (Credits accounts only). */
  credits_after: number | string | null;
  upi_id: string | null;
}

/** The entries of these transactions, with their accounts' owners and a payout's UPI id. */
export async function entriesOf(db: Executor, transactionIds: string[]): Promise<EntryRow[]> {
  return queryRows<EntryRow>(
    db,
    sql`select e.transaction_id, e.account_id, a.kind as account_kind, e.amount_paise, a.owner_id, u.name as owner_name,
               case when a.kind = 'credits' then
                 (select sum(x.amount_paise) from ledger_entries x where x.account_id = e.account_id and x.id <= e.id)
               end as credits_after,
               (select p.upi_id from payouts p where p.hold_transaction_id = e.transaction_id) as upi_id
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        left join users u on u.id = a.owner_id
        where e.transaction_id in (${sql.join(
          transactionIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
}

export interface MediationRow {
  id: number;
  created_at: Date | string;
  employer_id: string;
  employer_name: string;
  labourer_id: string;
  labourer_name: string;
  staff_name: string | null;
  status: 'Pending' | 'Done' | 'Rejected';
  closed_at: Date | string | null;
}

/** Hire Now requests; found by their number, a person in them, or the staff member who closed them. */
export async function mediationRequests(
  db: Executor,
  range: TableRange,
  search: { requestId: number } | { text: string } | undefined,
): Promise<MediationRow[]> {
  const conditions = rangeConditions(range, sql`m.created_at`, sql`m.id`, 'int');
  if (search && 'requestId' in search) conditions.push(sql`m.id = ${search.requestId}`);
  else if (search) {
    // Requests of the people whose name matches (see person-lookup.repository.ts), or of the staff member
    // who closed them.
    const match = await personMatch(db, search.text);
    conditions.push(sql`(exists (select 1 from users u where u.id in (m.employer_id, m.labourer_id) and ${match ?? sql`true`})
      or s.name ilike ${containsPattern(search.text)})`);
  }
  return queryRows<MediationRow>(
    db,
    sql`select m.id, m.created_at, m.employer_id, e.name as employer_name, m.labourer_id, l.name as labourer_name,
               s.name as staff_name, m.status, m.closed_at
        from mediation_requests m join users e on e.id = m.employer_id join users l on l.id = m.labourer_id
        left join staff_members s on s.id = m.closed_by_staff_id
        ${where(conditions)}
        order by m.created_at desc, m.id desc ${pageLimit}`,
  );
}

export interface AgreementTableRow {
  id: string;
  created_at: Date | string;
  title: string;
  employer_id: string;
  employer_name: string;
  worker_id: string;
  worker_name: string;
  status: AgreementStatus;
  amount_paise: number | string;
  held_paise: number | string;
  released_paise: number | string;
  refunded_paise: number | string;
}

/** Work agreements by the day they were proposed; found by their id, or by either person's name or number. */
export async function agreements(
  db: Executor,
  range: TableRange,
  search: { agreementId: string } | { text: string } | undefined,
): Promise<AgreementTableRow[]> {
  const conditions = rangeConditions(range, sql`a.created_at`, sql`a.id`, 'uuid');
  if (search && 'agreementId' in search) conditions.push(sql`a.id = ${search.agreementId}::uuid`);
  else if (search) {
    const match = await personMatch(db, search.text);
    conditions.push(
      sql`exists (select 1 from users u where u.id in (a.employer_id, a.worker_id) and ${match ?? sql`false`})`,
    );
  }
  return queryRows<AgreementTableRow>(
    db,
    sql`select a.id, a.created_at, a.title, a.employer_id, e.name as employer_name, a.worker_id, w.name as worker_name,
               a.status, a.amount_paise, a.held_paise, a.released_paise, a.refunded_paise
        from agreements a join users e on e.id = a.employer_id join users w on w.id = a.worker_id
        ${where(conditions)}
        order by a.created_at desc, a.id desc ${pageLimit}`,
  );
}

export interface PersonAddedRow {
  id: string;
  name: string;
  phone: string;
  location: string | null;
  created_at: Date | string;
  staff_code: string;
  staff_name: string;
  complete: boolean;
}

/** People of one type that staff added; found by their name or number, or the staff member's name or code. */
export async function peopleAdded(
  db: Executor,
  range: TableRange,
  filter: { type: 'Labourer' | 'Employer'; text: string },
): Promise<PersonAddedRow[]> {
  const conditions = [
    sql`u.added_by_staff_id is not null`,
    sql`u.deleted_at is null`,
    sql`u.role = ${filter.type}`,
    ...rangeConditions(range, sql`u.created_at`, sql`u.id`, 'uuid'),
  ];
  if (filter.text) {
    const match = containsPattern(filter.text);
    conditions.push(
      sql`(u.name ilike ${match} or u.phone like ${match} or s.name ilike ${match} or s.staff_code ilike ${match})`,
    );
  }
  return queryRows<PersonAddedRow>(
    db,
    sql`select u.id, u.name, u.phone, p.location, u.created_at, s.staff_code, s.name as staff_name,
               u.profile_completed_at is not null as complete
        from users u join staff_members s on s.id = u.added_by_staff_id left join profiles p on p.user_id = u.id
        ${where(conditions)}
        order by u.created_at desc, u.id desc ${pageLimit}`,
  );
}

export interface UnconfirmedRechargeRow {
  provider_order_id: string;
  user_id: string;
  name: string;
  amount_paise: number | string;
  provider: string;
  created_at: Date | string;
}

/** Recharges never confirmed, oldest first. */
export async function unconfirmedRecharges(db: Executor): Promise<UnconfirmedRechargeRow[]> {
  return queryRows<UnconfirmedRechargeRow>(
    db,
    sql`select o.provider_order_id, o.user_id, u.name, o.amount_paise, o.provider, o.created_at
        from payment_orders o join users u on u.id = o.user_id
        where o.status = 'created' order by o.created_at limit 200`,
  );
}

export interface UnsettledPayoutRow {
  id: string;
  user_id: string;
  name: string;
  amount_paise: number | string;
  upi_id: string;
  status: string;
  created_at: Date | string;
}

/** Payouts not yet settled, oldest first. */
export async function unsettledPayouts(db: Executor): Promise<UnsettledPayoutRow[]> {
  return queryRows<UnsettledPayoutRow>(
    db,
    sql`select p.id, p.user_id, u.name, p.amount_paise, p.upi_id, p.status, p.created_at
        from payouts p join users u on u.id = p.user_id
        where p.status in ('pending', 'processing') order by p.created_at limit 200`,
  );
}

export interface AuditRow {
  id: number | string;
  staff_id: string;
  staff_name: string;
  staff_code: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string;
  created_at: Date | string;
}

/** The audit trail, newest first, before the row `beforeId` when given. */
export async function auditTrail(db: Executor, beforeId: number | undefined): Promise<AuditRow[]> {
  return queryRows<AuditRow>(
    db,
    sql`select a.id, a.staff_id, s.name as staff_name, s.staff_code, a.action, a.target_type, a.target_id,
               a.before, a.after, a.reason, a.created_at
        from staff_audit a join staff_members s on s.id = a.staff_id
        ${beforeId ? sql`where a.id < ${beforeId}` : sql``}
        order by a.id desc ${pageLimit}`,
  );
}
