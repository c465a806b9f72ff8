// Work agreements with the wage held in escrow (issue 18, docs/decisions/026). The agreement row is the state
// machine and its money summary (held, released, refunded, always in step with the ledger's escrow entries, in
// the same transaction); events are the timeline both sides and staff read; escrow instructions are the durable
// queue of calls to the escrow provider, worked after the commit and again after a crash.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agreementEventKinds, agreementStatuses } from '@kaamsetu/contract';
import { ledgerTransactions, paymentOrders } from './money.js';
import { staffMembers } from './staff.js';
import { users } from './users.js';

const paise = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const agreementStatus = pgEnum('agreement_status', agreementStatuses);
export const agreementSide = pgEnum('agreement_side', ['employer', 'worker', 'staff', 'system']);

export const agreements = pgTable(
  'agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // Where the work is and the working hours, as the Employer wrote them (for the work order).
    site: text('site').notNull().default(''),
    hours: text('hours').notNull().default(''),
    amountPaise: paise('amount_paise').notNull(),
    feePaise: paise('fee_paise').notNull().default(0),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    status: agreementStatus('status').notNull().default('proposed'),
    heldPaise: paise('held_paise').notNull().default(0),
    releasedPaise: paise('released_paise').notNull().default(0),
    refundedPaise: paise('refunded_paise').notNull().default(0),
    // The captured payment and the provider's hold of it, once funded.
    paymentId: text('payment_id'),
    holdId: text('hold_id'),
    acceptedAt: at('accepted_at'),
    fundedAt: at('funded_at'),
    completedAt: at('completed_at'),
    // The durable schedule of the automatic release: set when the worker marks the work done, cleared by a
    // dispute or by the release itself. The sweeper releases every agreement whose time has come.
    releaseDueAt: at('release_due_at'),
    cancelAskedBy: agreementSide('cancel_asked_by'),
    // An Employee's proposed split of a dispute, waiting for an Admin.
    proposedToWorkerPaise: paise('proposed_to_worker_paise'),
    proposedToEmployerPaise: paise('proposed_to_employer_paise'),
    proposedReason: text('proposed_reason'),
    proposedByStaffId: uuid('proposed_by_staff_id').references(() => staffMembers.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The Admin's table of agreements by date pages newest first.
    index('agreements_created_idx').on(table.createdAt, table.id),
    index('agreements_employer_idx').on(table.employerId, table.createdAt),
    index('agreements_worker_idx').on(table.workerId, table.createdAt),
    index('agreements_release_due_idx')
      .on(table.releaseDueAt)
      .where(sql`release_due_at is not null`),
    index('agreements_disputed_idx')
      .on(table.updatedAt)
      .where(sql`status = 'disputed'`),
    check('agreements_amounts', sql`held_paise >= 0 and released_paise >= 0 and refunded_paise >= 0`),
    check('agreements_money_adds_up', sql`held_paise + released_paise + refunded_paise <= amount_paise`),
  ],
);

export const agreementEventKind = pgEnum('agreement_event_kind', agreementEventKinds);

export const agreementEvents = pgTable(
  'agreement_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id),
    kind: agreementEventKind('kind').notNull(),
    by: agreementSide('by').notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id),
    amountPaise: paise('amount_paise'),
    // A dispute statement, or a staff reason.
    note: text('note'),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('agreement_events_agreement_idx').on(table.agreementId, table.id)],
);

export const escrowAction = pgEnum('escrow_action', ['hold', 'release', 'refund']);
export const escrowInstructionStatus = pgEnum('escrow_instruction_status', ['pending', 'done', 'failed']);

export const escrowInstructions = pgTable(
  'escrow_instructions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id),
    action: escrowAction('action').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    status: escrowInstructionStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerRef: text('provider_ref'),
    createdAt: at('created_at').notNull(),
    doneAt: at('done_at'),
  },
  (table) => [
    index('escrow_instructions_pending_idx')
      .on(table.id)
      .where(sql`status = 'pending'`),
    index('escrow_instructions_agreement_idx').on(table.agreementId),
  ],
);

// The gateway order that pays for an agreement (one live order per agreement; a paid one is never reused).
export const agreementOrders = pgTable(
  'agreement_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => paymentOrders.id),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id),
  },
  (table) => [uniqueIndex('agreement_orders_agreement_idx').on(table.agreementId)],
);

// Photos either side adds to its dispute statement (at most AGREEMENT_PHOTOS_PER_SIDE each), re-encoded like every
// upload (EXIF and its position dropped); served at unguessable addresses to the two people and staff.
export const agreementPhotos = pgTable(
  'agreement_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id),
    by: agreementSide('by').notNull(),
    photoKey: text('photo_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('agreement_photos_agreement_idx').on(table.agreementId, table.createdAt)],
);
