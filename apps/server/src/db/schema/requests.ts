// What people ask staff to do from a profile page: Hire Now (a mediation request) and Report Profile.
// Small integer ids, because staff read them out ("Report ID 17 escalated to Admin.").
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { reviews } from './reviews.js';
import { staffMembers } from './staff.js';

export const mediationStatus = pgEnum('mediation_status', ['Pending', 'Done', 'Rejected']);

export const mediationRequests = pgTable(
  'mediation_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id),
    labourerId: uuid('labourer_id')
      .notNull()
      .references(() => users.id),
    location: text('location').notNull(),
    salaryRupees: integer('salary_rupees').notNull(),
    details: text('details').notNull().default(''),
    status: mediationStatus('status').notNull().default('Pending'),
    closedByStaffId: uuid('closed_by_staff_id').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('mediation_requests_employer_idx').on(table.employerId, table.createdAt),
    index('mediation_requests_labourer_idx').on(table.labourerId, table.createdAt),
    index('mediation_requests_status_idx').on(table.status, table.createdAt),
    // The Admin's all-mediation table pages newest first.
    index('mediation_requests_created_idx').on(table.createdAt, table.id),
  ],
);

export const reportStatus = pgEnum('report_status', ['open', 'escalated', 'rejected', 'blocked', 'dismissed']);

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: reportStatus('status').notNull().default('open'),
    // Set when the report is about one review (profile_id is then its author): staff see it and can hide it.
    reviewId: bigint('review_id', { mode: 'number' }).references(() => reviews.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open report per reporter and profile, and apart from those, one per reporter and review.
    uniqueIndex('reports_one_open_idx')
      .on(table.reporterId, table.profileId)
      .where(sql`status in ('open', 'escalated') and review_id is null`),
    uniqueIndex('reports_one_open_review_idx')
      .on(table.reporterId, table.reviewId)
      .where(sql`status in ('open', 'escalated') and review_id is not null`),
    index('reports_status_idx').on(table.status, table.createdAt),
  ],
);
