// One-time codes and failed sign-in attempts. Both live in the database, not in process memory,
// so every server instance enforces the same limits.
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const otpPurpose = pgEnum('otp_purpose', ['signup', 'login', 'staff_login', 'delete_account', 'onboarding']);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    purpose: otpPurpose('purpose').notNull(),
    // HMAC-SHA256 of phone, purpose and code under a server key; the code itself is never stored.
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    requestedIp: text('requested_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    // Set when a newer code replaces this one.
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (table) => [
    index('otp_challenges_phone_created_idx').on(table.phone, table.createdAt),
    index('otp_challenges_ip_created_idx').on(table.requestedIp, table.createdAt),
  ],
);

export const authFailureKind = pgEnum('auth_failure_kind', ['otp', 'passcode']);

export const authFailures = pgTable(
  'auth_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: authFailureKind('kind').notNull(),
    // The phone number for a wrong code, the client IP for a wrong passcode.
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_failures_subject_idx').on(table.kind, table.subject, table.createdAt)],
);
