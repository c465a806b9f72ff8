// SQL for a person's wallet: their money history, recharge orders and payouts. Balances and postings are
// the ledger's (modules/ledger/ledger.ts).
import type { PayoutStatus } from '@kaamsetu/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { paymentOrders, payouts } from '../../db/schema/index.js';
import type { LedgerTransactionKind } from '../ledger/ledger.js';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

export interface HistoryRow {
  entry_id: number;
  amount_paise: number;
  account: 'credits' | 'earnings';
  kind: LedgerTransactionKind;
  description: string;
  created_at: Date | string;
  upi_id: string | null;
  payout_status: PayoutStatus | null;
}

/** A person's ledger entries, newest first, before the entry `beforeId` when given. */
export async function history(
  db: Executor,
  ownerId: string,
  options: { beforeId: number | undefined; limit: number },
): Promise<HistoryRow[]> {
  return queryRows<HistoryRow>(
    db,
    sql`select e.id as entry_id, e.amount_paise, a.kind as account, t.kind, t.description, e.created_at,
               p.upi_id, p.status as payout_status
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        join ledger_transactions t on t.id = e.transaction_id
        left join payouts p on p.hold_transaction_id = t.id or p.settle_transaction_id = t.id
        where a.owner_id = ${ownerId} ${options.beforeId ? sql`and e.id < ${options.beforeId}` : sql``}
        order by e.id desc
        limit ${options.limit}`,
  );
}

export async function insertPaymentOrder(
  db: Executor,
  values: { userId: string; provider: string; providerOrderId: string; amountPaise: number },
): Promise<void> {
  await db.insert(paymentOrders).values(values);
}

export async function findPaymentOrder(db: Executor, providerOrderId: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row;
}

/** The order, locked for the rest of the transaction. */
export async function lockPaymentOrder(db: Executor, providerOrderId: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId))
    .for('update');
  return row;
}

export async function markOrderPaid(
  db: Executor,
  id: string,
  values: { paymentId: string; transactionId: string; paidAt: Date },
): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: 'paid', ...values })
    .where(eq(paymentOrders.id, id));
}

/**
 * Whether a live account may move money, with a shared lock on its row: an account deletion (which holds
 * the row for update) either waits for this transaction or makes it find the account gone (undefined).
 */
export async function shareLiveAccount(db: Executor, userId: string): Promise<{ blocked: boolean } | undefined> {
  const [row] = await queryRows<{ blocked: boolean }>(
    db,
    sql`select blocked_at is not null as blocked from users where id = ${userId} and deleted_at is null
        for share`,
  );
  return row;
}

export async function insertPayout(
  db: Executor,
  values: Pick<
    typeof payouts.$inferInsert,
    'userId' | 'amountPaise' | 'upiId' | 'provider' | 'status' | 'holdTransactionId'
  >,
): Promise<{ id: string; status: PayoutRow['status'] }> {
  const [row] = await db.insert(payouts).values(values).returning({ id: payouts.id, status: payouts.status });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The payout, locked for the rest of the transaction. */
export async function lockPayout(db: Executor, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

export async function updatePayout(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<PayoutRow, 'status' | 'settleTransactionId' | 'utr' | 'reason' | 'decidedByStaffId' | 'providerPayoutId'>
  > & { updatedAt?: Date },
): Promise<PayoutRow | undefined> {
  const [row] = await db.update(payouts).set(changes).where(eq(payouts.id, id)).returning();
  return row;
}

/** A person's payouts, newest first. */
export async function payoutsOf(db: Executor, userId: string): Promise<PayoutRow[]> {
  return db.select().from(payouts).where(eq(payouts.userId, userId)).orderBy(desc(payouts.createdAt)).limit(50);
}

/** Payouts waiting for staff (manual provider), oldest first. */
export async function pendingPayouts(db: Executor): Promise<PayoutRow[]> {
  return db.select().from(payouts).where(eq(payouts.status, 'pending')).orderBy(payouts.createdAt).limit(100);
}
