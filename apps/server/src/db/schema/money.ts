// Money as a double-entry ledger (ARCHITECTURE §6): accounts with stored balances, immutable transactions
// whose entries sum to zero, and the business records that point at them (contact unlocks, gateway orders,
// payouts) plus the idempotency keys of money-moving requests. Amounts are integer paise.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { staffMembers } from './staff.js';

const paise = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const ledgerAccountKind = pgEnum('ledger_account_kind', [
  // A person's: Credits are spent inside KaamSetu; Earnings can be paid out.
  'credits',
  'earnings',
  // KaamSetu's own: one each, created by the migration.
  'platform_revenue',
  'gateway_clearing',
  'payouts_in_flight',
  'promotions',
  'adjustments',
  // Agreements' wages held until released or refunded (issue 18); the sum over agreements.held_paise.
  'escrow_held',
]);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: ledgerAccountKind('kind').notNull(),
    // The person for credits and earnings; null for KaamSetu's own accounts.
    ownerId: uuid('owner_id').references(() => users.id),
    // A person's balance, never below zero: changed only by the transaction that writes entries, under a row
    // lock, and always the sum of its entries. KaamSetu's own accounts keep none (null): every unlock would
    // otherwise queue on one platform row; their balance is the sum of their entries when asked.
    balancePaise: paise('balance_paise'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_owner_kind_idx')
      .on(table.ownerId, table.kind)
      .where(sql`owner_id is not null`),
    uniqueIndex('ledger_accounts_system_kind_idx')
      .on(table.kind)
      .where(sql`owner_id is null`),
    check(
      'ledger_accounts_balance',
      sql`(owner_id is null and balance_paise is null) or (owner_id is not null and balance_paise >= 0)`,
    ),
  ],
);

export const ledgerTransactionKind = pgEnum('ledger_transaction_kind', [
  'welcome_credits',
  'recharge',
  'contact_unlock',
  'payout_requested',
  'payout_paid',
  'payout_returned',
  'adjustment',
  // A dead-number claim refunded: the Employer's price back, from KaamSetu's share and the worker's Earnings.
  'unlock_refund',
  // The worker's share of a refunded unlock, already paid out, paid back by KaamSetu instead.
  'unlock_refund_absorbed',
  // Work agreements (issue 18): a wage paid into escrow, released to the worker, refunded to the Employer.
  'escrow_funded',
  'escrow_released',
  'escrow_refunded',
]);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: ledgerTransactionKind('kind').notNull(),
    description: text('description').notNull(),
    // The staff member who made an adjustment or decided a payout, when one did.
    staffId: uuid('staff_id').references(() => staffMembers.id),
    createdAt: createdAt(),
  },
  // The Admin's all-transactions table pages newest first.
  (table) => [index('ledger_transactions_created_idx').on(table.createdAt, table.id)],
);

// Never updated or deleted (a trigger refuses it); corrections are new transactions.
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    // Increasing, so a person's history pages by id without ties.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountPaise: paise('amount_paise').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    check('ledger_entries_not_zero', sql`amount_paise <> 0`),
  ],
);

// An employer sees a worker's number after paying once; the row is the proof.
export const contactUnlocks = pgTable(
  'contact_unlocks',
  {
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    pricePaise: paise('price_paise').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.employerId, table.workerId] }),
    index('contact_unlocks_worker_idx').on(table.workerId, table.createdAt),
  ],
);

export const paymentOrderStatus = pgEnum('payment_order_status', ['created', 'paid', 'failed']);

// A recharge: an order at the payment gateway, credited once when its payment is verified.
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    // The gateway's order id, which the web app and the webhook name.
    providerOrderId: text('provider_order_id').notNull().unique(),
    amountPaise: paise('amount_paise').notNull(),
    // A recharge becomes Credits; an agreement's order is held in escrow and never becomes Credits.
    purpose: text('purpose').$type<'recharge' | 'agreement'>().notNull().default('recharge'),
    status: paymentOrderStatus('status').notNull().default('created'),
    paymentId: text('payment_id').unique(),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [index('payment_orders_user_idx').on(table.userId, table.createdAt)],
);

export const payoutStatus = pgEnum('payout_status', ['pending', 'processing', 'paid', 'rejected', 'failed']);

// A withdrawal of Earnings to UPI. The amount is held in payouts-in-flight from the request until it is
// paid (posted out) or rejected/failed (returned), each exactly once.
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountPaise: paise('amount_paise').notNull(),
    upiId: text('upi_id').notNull(),
    status: payoutStatus('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    providerPayoutId: text('provider_payout_id'),
    utr: text('utr'),
    reason: text('reason'),
    holdTransactionId: uuid('hold_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    settleTransactionId: uuid('settle_transaction_id').references(() => ledgerTransactions.id),
    decidedByStaffId: uuid('decided_by_staff_id').references(() => staffMembers.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payouts_user_idx').on(table.userId, table.createdAt),
    index('payouts_status_idx').on(table.status, table.createdAt),
  ],
);

// The first answer to a money-moving request, so a retry with the same key gets the same answer and moves
// no money twice. Stored in the same transaction as the money; a failed request stores nothing.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ownerId: uuid('owner_id').notNull(),
    key: text('key').notNull(),
    // What was asked (route and body); the same key with a different request is refused.
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.key] })],
);
