// Every change staff make, written in the same transaction as the change: who, when, what, before and
// after, and why. Admins read it; nobody edits it.
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffMembers } from './staff.js';

export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    // What was done, e.g. "person.create", "report.escalate", "wallet.adjust".
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_audit_created_idx').on(table.createdAt),
    index('staff_audit_target_idx').on(table.targetType, table.targetId, table.createdAt),
    index('staff_audit_staff_idx').on(table.staffId, table.createdAt),
  ],
);
