// What reaches people: the in-app inbox, the durable outbox of SMS waiting to leave through the SMS adapter, and
// each person's choices about them (docs/decisions/022). Every message has a dedupe key, so nobody is told the
// same thing twice however often an event is retried.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agreements } from './agreements.js';
import { jobs } from './jobs.js';
import { users } from './users.js';

export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'job_nearby', 'contact_unlocked', 'hire_request', 'payout_paid', … (contract: notificationKinds).
    kind: text('kind').notNull(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    agreementId: uuid('agreement_id').references(() => agreements.id),
    // In the person's language when it was written.
    text: text('text').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.id)],
);

export const outboxStatus = pgEnum('outbox_status', ['pending', 'sending', 'sent', 'skipped', 'failed']);

export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    // The SMS text in the person's language; the number is read at sending time (it may have changed).
    body: text('body').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    status: outboxStatus('status').notNull().default('pending'),
    // Not before this time (quiet hours push it to the morning).
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
    // A sender holds a row while it sends; a sender killed mid-send loses it when this passes.
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('notification_outbox_due_idx')
      .on(table.sendAfter, table.id)
      .where(sql`status in ('pending', 'sending')`),
    index('notification_outbox_user_idx').on(table.userId, table.kind, table.createdAt),
    // The SMS held back for the hourly summary, which the sender releases once the hour is over (decision 022).
    index('notification_outbox_held_idx')
      .on(table.createdAt)
      .where(sql`status = 'skipped' and last_error = 'held-for-summary'`),
  ],
);

export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // Job SMS can be turned off; the inbox entries still come.
  jobSms: boolean('job_sms').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
