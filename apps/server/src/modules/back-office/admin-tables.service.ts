// The Admin's tables: every money movement, every Hire Now request, the people staff added, unfinished
// money and the audit trail. Each is searchable, newest first, paged by (created_at, id) so a page is an
// index range, not a count-and-skip (admin-tables.repository.ts). They only read, and a moment old is fine: they
// come from a read replica when there are some (decision 027).
import { ADMIN_TABLE_PAGE_SIZE } from '@kaamsetu/contract';
import { z } from 'zod';
import { decodeCursor, encodeCursor, rowIdCursor } from '../../lib/cursor.js';
import type { BackOfficeContext } from './back-office-context.js';
import * as tables from './admin-tables.repository.js';
import { isUuid } from '../../lib/ids.js';
import { withNumbersMasked } from './audit-numbers.js';

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

/** The date range and the row after which this page starts, from the query and its page link. */
function tableRange(query: TableQuery, idType: keyof typeof cursorShapes): tables.TableRange {
  const after = decodeCursor(query.cursor, cursorShapes[idType]);
  return { from: query.from, to: query.to, after: after && [after[0], after[1]] };
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

/** /all-transactions: unlocks as credit transfers; recharges, grants, adjustments and payouts as money in or out. */
export async function allTransactions(ctx: BackOfficeContext, query: TableQuery) {
  const q = query.q;
  const transactions = await tables.transactions(
    ctx.reader,
    tableRange(query, 'uuid'),
    isUuid(q.toLowerCase()) ? { transactionId: q.toLowerCase() } : q ? { person: q } : undefined,
  );
  const shown = page(transactions, (row) => [row.created_at, row.id]);
  if (shown.items.length === 0) return { success: true as const, items: [], nextCursor: null };

  const entries = await tables.entriesOf(
    ctx.reader,
    shown.items.map((row) => row.id),
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
  const q = query.q;
  const rows = await tables.mediationRequests(
    ctx.reader,
    tableRange(query, 'int'),
    /^\d{1,10}$/.test(q) && Number(q) <= MAX_INT ? { requestId: Number(q) } : q ? { text: q } : undefined,
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

/** Work agreements by the day they were proposed, with where their money stands. */
export async function allAgreements(ctx: BackOfficeContext, query: TableQuery) {
  const q = query.q;
  const rows = await tables.agreements(
    ctx.reader,
    tableRange(query, 'uuid'),
    isUuid(q.toLowerCase()) ? { agreementId: q.toLowerCase() } : q ? { text: q } : undefined,
  );
  const shown = page(rows, (row) => [row.created_at, row.id]);
  return {
    success: true as const,
    items: shown.items.map((row) => ({
      id: row.id,
      proposedAt: new Date(row.created_at).toISOString(),
      title: row.title,
      employer: { id: row.employer_id, name: row.employer_name },
      worker: { id: row.worker_id, name: row.worker_name },
      status: row.status,
      amountPaise: Number(row.amount_paise),
      heldPaise: Number(row.held_paise),
      releasedPaise: Number(row.released_paise),
      refundedPaise: Number(row.refunded_paise),
    })),
    nextCursor: shown.nextCursor,
  };
}

/** /all-labourers-added and /all-employers-added */
export async function peopleAdded(ctx: BackOfficeContext, query: TableQuery & { type: 'Labourer' | 'Employer' }) {
  const rows = await tables.peopleAdded(ctx.reader, tableRange(query, 'uuid'), { type: query.type, text: query.q });
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
  const recharges = await tables.unconfirmedRecharges(ctx.reader);
  const waiting = await tables.unsettledPayouts(ctx.reader);
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
  const rows = await tables.auditTrail(ctx.reader, decodeCursor(cursor, rowIdCursor));
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
      before: withNumbersMasked(row.before),
      after: withNumbersMasked(row.after),
      reason: row.reason,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    nextCursor: rows.length > ADMIN_TABLE_PAGE_SIZE && last ? encodeCursor(Number(last.id)) : null,
  };
}
