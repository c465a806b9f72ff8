// The Admin's tables: every money movement, every Hire Now request, the people staff added, unfinished
// money and the audit trail. Each is searchable, newest first, paged by (created_at, id) so a page is an
// index range, not a count-and-skip.
import { ADMIN_TABLE_PAGE_SIZE } from '@kaamsetu/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/client.js';
import { decodeCursor, encodeCursor, rowIdCursor } from '../../lib/cursor.js';
import type { BackOfficeContext } from './back-office-context.js';
import { containsPattern } from '../../lib/like-patterns.js';
import { personMatch } from './person-lookup.js';
import { isUuid } from '../../lib/ids.js';

export interface TableQuery {
  q: string;
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
}

const MAX_INT = 2_147_483_647;

// A page link is [created at, id] of the last row shown; extra elements are ignored, as they always were.
const createdAtText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  .refine((at) => !Number.isNaN(Date.parse(at)));
const cursorShapes = {
  uuid: z.tuple([createdAtText, z.string().refine(isUuid)], z.unknown()),
  int: z.tuple(
    [createdAtText, z.string().refine((id) => /^\d{1,10}$/.test(id) && Number(id) > 0 && Number(id) <= MAX_INT)],
    z.unknown(),
  ),
};

/** Date range (whole days, India's calendar) and paging conditions on a created-at column and an id. */
function rangeAndPage(query: TableQuery, createdAt: SQL, id: SQL, idType: 'uuid' | 'int'): SQL[] {
  const conditions: SQL[] = [];
  if (query.from) conditions.push(sql`${createdAt} >= (${query.from}::date::timestamp at time zone 'Asia/Kolkata')`);
  if (query.to) {
    conditions.push(sql`${createdAt} < ((${query.to}::date + 1)::timestamp at time zone 'Asia/Kolkata')`);
  }
  const cursor = decodeCursor(query.cursor, cursorShapes[idType]);
  if (cursor) {
    const [at, afterId] = cursor;
    const cursorId = idType === 'uuid' ? sql`${afterId}::uuid` : sql`${Number(afterId)}::int`;
    conditions.push(sql`(${createdAt}, ${id}) < (${at}::timestamptz, ${cursorId})`);
  }
  return conditions;
}

function page<T>(rows: T[], keyOf: (row: T) => [Date | string, string | number]) {
  const items = rows.slice(0, ADMIN_TABLE_PAGE_SIZE);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > ADMIN_TABLE_PAGE_SIZE && last ? pageLink(...keyOf(last)) : null,
  };
}

function pageLink(at: Date | string, id: string | number): string {
  return encodeCursor([new Date(at).toISOString(), String(id)]);
}

const where = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

/** /all-transactions: unlocks as credit transfers; recharges, grants, adjustments and payouts as money in or out. */
export async function allTransactions(ctx: BackOfficeContext, query: TableQuery) {
  const conditions = [sql`t.kind <> 'payout_paid'`, ...rangeAndPage(query, sql`t.created_at`, sql`t.id`, 'uuid')];
  const q = query.q;
  if (isUuid(q.toLowerCase())) conditions.push(sql`t.id = ${q.toLowerCase()}`);
  else if (q) {
    // People whose name or number matches, then their transactions (both through indexes).
    conditions.push(sql`t.id in (
      select e.transaction_id from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      where a.owner_id in (select id from users where name ilike ${containsPattern(q)} or phone like ${containsPattern(q)}))`);
  }
  const transactions = await queryRows<{ id: string; kind: string; description: string; created_at: Date | string }>(
    ctx.db,
    sql`select t.id, t.kind, t.description, t.created_at from ledger_transactions t ${where(conditions)}
        order by t.created_at desc, t.id desc limit ${ADMIN_TABLE_PAGE_SIZE + 1}`,
  );
  const shown = page(transactions, (row) => [row.created_at, row.id]);
  if (shown.items.length === 0) return { success: true as const, items: [], nextCursor: null };

  const entries = await queryRows<{
    transaction_id: string;
    account_id: string;
    account_kind: string;
    amount_paise: number | string;
    owner_id: string | null;
    owner_name: string | null;
    credits_after: number | string | null;
    upi_id: string | null;
  }>(
    ctx.db,
    sql`select e.transaction_id, e.account_id, a.kind as account_kind, e.amount_paise, a.owner_id, u.name as owner_name,
               case when a.kind = 'credits' then
                 (select sum(x.amount_paise) from ledger_entries x where x.account_id = e.account_id and x.id <= e.id)
               end as credits_after,
               (select p.upi_id from payouts p where p.hold_transaction_id = e.transaction_id) as upi_id
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        left join users u on u.id = a.owner_id
        where e.transaction_id in (${sql.join(
          shown.items.map((row) => sql`${row.id}::uuid`),
          sql`, `,
        )})`,
  );
  const items = shown.items.map((transaction) => {
    const own = entries.filter((entry) => entry.transaction_id === transaction.id && entry.owner_id !== null);
    const base = {
      transactionId: transaction.id,
      kind: transaction.kind,
      date: new Date(transaction.created_at).toISOString(),
      description: transaction.description,
    };
    const person = (entry: (typeof own)[number] | undefined) =>
      entry?.owner_id ? { id: entry.owner_id, name: entry.owner_name ?? '' } : undefined;
    if (transaction.kind === 'contact_unlock') {
      const paid = own.find((entry) => entry.account_kind === 'credits');
      const earned = own.find((entry) => entry.account_kind === 'earnings');
      return {
        ...base,
        type: 'credit' as const,
        amountPaise: Math.abs(Number(paid?.amount_paise ?? 0)),
        ...(person(paid) ? { fromUser: person(paid) } : {}),
        ...(person(earned) ? { toUser: person(earned) } : {}),
      };
    }
    const entry = own[0];
    const amount = Number(entry?.amount_paise ?? 0);
    const after =
      entry?.credits_after === null || entry?.credits_after === undefined ? undefined : Number(entry.credits_after);
    return {
      ...base,
      type: amount >= 0 ? ('money_add' as const) : ('money_withdraw' as const),
      amountPaise: Math.abs(amount),
      ...(person(entry) ? { user: person(entry) } : {}),
      ...(entry ? { walletId: entry.account_id } : {}),
      ...(entry?.upi_id ? { upiId: entry.upi_id } : {}),
      ...(after !== undefined ? { creditsBeforePaise: after - amount, creditsAfterPaise: after } : {}),
    };
  });
  return { success: true as const, items, nextCursor: shown.nextCursor };
}

/** /all-mediation-requests */
export async function allMediation(ctx: BackOfficeContext, query: TableQuery) {
  const conditions = rangeAndPage(query, sql`m.created_at`, sql`m.id`, 'int');
  if (/^\d{1,10}$/.test(query.q) && Number(query.q) <= MAX_INT) conditions.push(sql`m.id = ${Number(query.q)}`);
  else if (query.q) {
    // Requests of the people whose name matches (see person-lookup.ts), or of the staff member who closed them.
    const match = await personMatch(ctx.db, query.q);
    conditions.push(sql`(exists (select 1 from users u where u.id in (m.employer_id, m.labourer_id) and ${match ?? sql`true`})
      or s.name ilike ${containsPattern(query.q)})`);
  }
  const rows = await queryRows<{
    id: number;
    created_at: Date | string;
    employer_id: string;
    employer_name: string;
    labourer_id: string;
    labourer_name: string;
    staff_name: string | null;
    status: 'Pending' | 'Done' | 'Rejected';
    closed_at: Date | string | null;
  }>(
    ctx.db,
    sql`select m.id, m.created_at, m.employer_id, e.name as employer_name, m.labourer_id, l.name as labourer_name,
               s.name as staff_name, m.status, m.closed_at
        from mediation_requests m join users e on e.id = m.employer_id join users l on l.id = m.labourer_id
        left join staff_members s on s.id = m.closed_by_staff_id
        ${where(conditions)}
        order by m.created_at desc, m.id desc limit ${ADMIN_TABLE_PAGE_SIZE + 1}`,
  );
  const shown = page(rows, (row) => [row.created_at, row.id]);
  return {
    success: true as const,
    items: shown.items.map((row) => ({
      id: String(row.id),
      requestDate: new Date(row.created_at).toISOString(),
      employer: { id: row.employer_id, name: row.employer_name },
      labourer: { id: row.labourer_id, name: row.labourer_name },
      employeeName: row.staff_name,
      status: row.status,
      closedDate: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
    })),
    nextCursor: shown.nextCursor,
  };
}

/** /all-labourers-added and /all-employers-added */
export async function peopleAdded(ctx: BackOfficeContext, query: TableQuery & { type: 'Labourer' | 'Employer' }) {
  const conditions = [
    sql`u.added_by_staff_id is not null`,
    sql`u.deleted_at is null`,
    sql`u.role = ${query.type}`,
    ...rangeAndPage(query, sql`u.created_at`, sql`u.id`, 'uuid'),
  ];
  if (query.q) {
    const match = containsPattern(query.q);
    conditions.push(
      sql`(u.name ilike ${match} or u.phone like ${match} or s.name ilike ${match} or s.staff_code ilike ${match})`,
    );
  }
  const rows = await queryRows<{
    id: string;
    name: string;
    phone: string;
    location: string | null;
    created_at: Date | string;
    staff_code: string;
    staff_name: string;
    complete: boolean;
  }>(
    ctx.db,
    sql`select u.id, u.name, u.phone, p.location, u.created_at, s.staff_code, s.name as staff_name,
               u.profile_completed_at is not null as complete
        from users u join staff_members s on s.id = u.added_by_staff_id left join profiles p on p.user_id = u.id
        ${where(conditions)}
        order by u.created_at desc, u.id desc limit ${ADMIN_TABLE_PAGE_SIZE + 1}`,
  );
  const shown = page(rows, (row) => [row.created_at, row.id]);
  return {
    success: true as const,
    items: shown.items.map((row) => ({
      id: row.id,
      name: row.name,
      mobile: row.phone,
      location: row.location ?? '',
      addedAt: new Date(row.created_at).toISOString(),
      addedBy: { staffCode: row.staff_code, name: row.staff_name },
      profileComplete: row.complete,
    })),
    nextCursor: shown.nextCursor,
  };
}

/** Track Incomplete Transactions: recharges never confirmed and payouts not yet settled, oldest first. */
export async function incompleteTransactions(ctx: BackOfficeContext) {
  const recharges = await queryRows<{
    provider_order_id: string;
    user_id: string;
    name: string;
    amount_paise: number | string;
    provider: string;
    created_at: Date | string;
  }>(
    ctx.db,
    sql`select o.provider_order_id, o.user_id, u.name, o.amount_paise, o.provider, o.created_at
        from payment_orders o join users u on u.id = o.user_id
        where o.status = 'created' order by o.created_at limit 200`,
  );
  const waiting = await queryRows<{
    id: string;
    user_id: string;
    name: string;
    amount_paise: number | string;
    upi_id: string;
    status: string;
    created_at: Date | string;
  }>(
    ctx.db,
    sql`select p.id, p.user_id, u.name, p.amount_paise, p.upi_id, p.status, p.created_at
        from payouts p join users u on u.id = p.user_id
        where p.status in ('pending', 'processing') order by p.created_at limit 200`,
  );
  return {
    success: true as const,
    recharges: recharges.map((row) => ({
      orderId: row.provider_order_id,
      user: { id: row.user_id, name: row.name },
      amountPaise: Number(row.amount_paise),
      provider: row.provider,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    payouts: waiting.map((row) => ({
      id: row.id,
      user: { id: row.user_id, name: row.name },
      amountPaise: Number(row.amount_paise),
      upiId: row.upi_id,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

/** The audit trail, newest first. */
export async function auditTrail(ctx: BackOfficeContext, cursor: string | undefined) {
  const before = decodeCursor(cursor, rowIdCursor);
  const rows = await queryRows<{
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
  }>(
    ctx.db,
    sql`select a.id, a.staff_id, s.name as staff_name, s.staff_code, a.action, a.target_type, a.target_id,
               a.before, a.after, a.reason, a.created_at
        from staff_audit a join staff_members s on s.id = a.staff_id
        ${before ? sql`where a.id < ${before}` : sql``}
        order by a.id desc limit ${ADMIN_TABLE_PAGE_SIZE + 1}`,
  );
  const items = rows.slice(0, ADMIN_TABLE_PAGE_SIZE);
  const last = items.at(-1);
  return {
    success: true as const,
    items: items.map((row) => ({
      id: String(row.id),
      staff: { id: row.staff_id, name: row.staff_name, staffCode: row.staff_code },
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: row.before,
      after: row.after,
      reason: row.reason,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    nextCursor: rows.length > ADMIN_TABLE_PAGE_SIZE && last ? encodeCursor(Number(last.id)) : null,
  };
}
