// KaamSetu staff who use the back office: Employees and Admins. Kept apart from people's accounts, so a
// staff member can also have a worker or employer account, and staff tokens never open the people's app.
import { sql } from 'drizzle-orm';
import { boolean, integer, pgEnum, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const staffRole = pgEnum('staff_role', ['Employee', 'Admin']);

// Numbers the human-readable staff user ids (EMP-0007, ADM-0001).
export const staffCodeSequence = pgSequence('staff_code_seq', { startWith: 1 });

export const staffMembers = pgTable('staff_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  phone: text('phone').notNull().unique(),
  role: staffRole('role').notNull(),
  staffCode: text('staff_code').notNull().unique(),
  // scrypt hash of an Admin's passcode ("scrypt$N$r$p$salt$hash"); Employees sign in with their user id.
  passcodeHash: text('passcode_hash'),
  active: boolean('active').notNull().default(true),
  tokenVersion: integer('token_version').notNull().default(0),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
