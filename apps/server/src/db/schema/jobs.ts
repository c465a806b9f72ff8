// Job posts by Employers, held for staff when the scam guard doubts them, and workers' applications
// (docs/decisions/023). A job's place is stored like a profile's: the gazetteer id and its point.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { mapPoint, places } from './places.js';
import { staffMembers } from './staff.js';
import { users } from './users.js';

export const wagePer = pgEnum('wage_per', ['day', 'month', 'job']);
// held: waiting for staff (the scam guard doubted it); open: live until it expires; closed: filled or cancelled
// by the Employer; rejected: staff refused it.
export const jobStatus = pgEnum('job_status', ['held', 'open', 'closed', 'rejected']);
export const applicationStatus = pgEnum('application_status', ['applied', 'withdrawn', 'hired', 'not-hired']);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    // A trade key of the shared vocabulary (contract skills.ts), so "mistri" and "mason" meet.
    trade: text('trade').notNull(),
    description: text('description').notNull().default(''),
    wagePaise: bigint('wage_paise', { mode: 'number' }).notNull(),
    wagePer: wagePer('wage_per').notNull(),
    placeId: integer('place_id').references(() => places.id),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    position: mapPoint('position').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    days: integer('days'),
    workers: integer('workers').notNull(),
    contactHours: text('contact_hours').notNull().default(''),
    status: jobStatus('status').notNull(),
    // Why the scam guard held it (contract: jobHeldReasons).
    heldReasons: text('held_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    closeReason: text('close_reason'),
    rejectionReason: text('rejection_reason'),
    moderatedByStaffId: uuid('moderated_by_staff_id').references(() => staffMembers.id),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    // When it went live (matching ran in the same transaction), and when it stops being shown.
    publishedAt: timestamp('published_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    check('jobs_wage', sql`wage_paise > 0`),
    check('jobs_workers', sql`workers between 1 and 100`),
    check('jobs_days', sql`days is null or days between 1 and 365`),
    // Migration 0017 makes it covering (INCLUDE id, lat, lon, trade, expires_at, which drizzle cannot say): the
    // nearby feed sorts the open jobs of a circle from the index alone.
    index('jobs_open_position_idx')
      .using('gist', table.position)
      .where(sql`status = 'open'`),
    index('jobs_employer_idx').on(table.employerId, table.createdAt),
    index('jobs_status_created_idx').on(table.status, table.createdAt),
    index('jobs_trade_open_idx')
      .on(table.trade, table.expiresAt)
      .where(sql`status = 'open'`),
    // The scam guard's usual wage of a trade: its latest posts, newest first, however many there are in all.
    index('jobs_trade_recent_idx').on(table.trade, table.wagePer, table.createdAt),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    status: applicationStatus('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.workerId] }),
    index('job_applications_worker_idx').on(table.workerId, table.createdAt),
  ],
);
