// Due process (issue 16): warnings and suspensions staff give, the person's appeals against them, and the
// public number check's per-address counter. Money-demand reports are rows of `reports` (kind 'money-demand').
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AppealStatus, SanctionKind } from '@kaamsetu/contract';
import { users } from './users.js';
import { staffMembers } from './staff.js';
import { reports } from './requests.js';

export const sanctions = pgTable(
  'sanctions',
  {
    // Small, because staff read them out like report ids.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    personId: uuid('person_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<SanctionKind>().notNull(),
    // Shown to the person as it is written.
    reason: text('reason').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    // The report that led to it, if one did.
    reportId: integer('report_id').references(() => reports.id),
    // From the injected clock: the 7 days to appeal count from here.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // Lifted on appeal: a lifted warning no longer counts towards a suspension; a lifted suspension has ended.
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (table) => [
    index('sanctions_person_idx').on(table.personId, table.createdAt),
    // The suspension check on every write a person makes reads this small index.
    uniqueIndex('sanctions_one_suspension_idx')
      .on(table.personId)
      .where(sql`kind = 'suspension' and lifted_at is null`),
  ],
);

export const appeals = pgTable(
  'appeals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // One appeal per warning or suspension.
    sanctionId: integer('sanction_id')
      .notNull()
      .unique()
      .references(() => sanctions.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    status: text('status').$type<AppealStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByStaffId: uuid('decided_by_staff_id').references(() => staffMembers.id),
  },
  (table) => [index('appeals_status_idx').on(table.status, table.createdAt)],
);

/** One row per number check, counted per source address over the last hour, then deleted. */
export const numberChecks = pgTable(
  'number_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('number_checks_source_idx').on(table.source, table.createdAt)],
);

/**
 * A suspension in force when its person deleted the account, kept under the number's key (number-keys.ts) so an
 * account made again on that number starts suspended instead of clean (decision 035). Taken up by that account.
 */
export const carriedSuspensions = pgTable('carried_suspensions', {
  phoneKey: text('phone_key').primaryKey(),
  sanctionId: integer('sanction_id')
    .notNull()
    .references(() => sanctions.id),
  carriedAt: timestamp('carried_at', { withTimezone: true }).notNull(),
});
