// Dead-number claims (issue 16): an Employer who paid for a number that does not answer asks for the money
// back; the worker confirms the number by OTP, or the claim is refunded after a deadline or by staff.
// One claim per unlock (an unlock happens once per Employer and worker, so once per pair).
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './money.js';
import { staffMembers } from './staff.js';
import { users } from './users.js';

export const numberClaimStatus = pgEnum('number_claim_status', ['open', 'confirmed', 'refunded', 'rejected']);
// What became of the worker's share of the unlock when a claim was refunded: taken back from their Earnings,
// or (already paid out) paid by KaamSetu.
export const workerShareOutcome = pgEnum('worker_share_outcome', ['reversed', 'absorbed']);

export const numberClaims = pgTable(
  'number_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    // The unlock's ledger transaction: what is refunded, and proof the claim follows a real payment.
    unlockTransactionId: uuid('unlock_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    status: numberClaimStatus('status').notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    // Refunded when still open at this moment (the sweep), unless the worker confirms first.
    confirmBy: timestamp('confirm_by', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // Null when the worker confirmed or the deadline passed; the staff member otherwise.
    decidedByStaffId: uuid('decided_by_staff_id').references(() => staffMembers.id),
    reason: text('reason').notNull().default(''),
    refundTransactionId: uuid('refund_transaction_id').references(() => ledgerTransactions.id),
    absorbedTransactionId: uuid('absorbed_transaction_id').references(() => ledgerTransactions.id),
    workerShare: workerShareOutcome('worker_share'),
  },
  (table) => [
    uniqueIndex('number_claims_pair_idx').on(table.employerId, table.workerId),
    // The sweep reads open claims past their deadline; the staff queue lists by status.
    index('number_claims_status_idx').on(table.status, table.confirmBy),
    index('number_claims_worker_idx').on(table.workerId, table.status),
    // The monthly cap counts an Employer's claims since the month began.
    index('number_claims_employer_idx').on(table.employerId, table.openedAt),
  ],
);
