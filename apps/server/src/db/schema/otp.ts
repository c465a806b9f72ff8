// One-time codes and failed sign-in attempts. Both live in the database, not in process memory,
// so every server instance enforces the same limits. Numbers appear here only as a keyed hash (phoneKey,
// HMAC under a server key), so these rows can outlive an account deletion for as long as the limits need
// them (an hour) without identifying anyone; see docs/decisions/013-abuse-limits-and-erasure.md.
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const otpPurpose = pgEnum('otp_purpose', [
  'signup',
  'login',
  'staff_login',
  'delete_account',
  'onboarding',
  // A worker confirms the number an Employer could not reach (dead-number claims).
  'confirm_number',
]);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneKey: text('phone_key').notNull(),
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
    index('otp_challenges_phone_key_created_idx').on(table.phoneKey, table.createdAt),
    index('otp_challenges_ip_created_idx').on(table.requestedIp, table.createdAt),
  ],
);

// One row per number ('number:' + phoneKey) and per address ('source:' + IP) that asked for a code in the last
// hour. otp_request_code (migration 0022) locks the number's row, then the address's, before it counts that
// number's and address's codes, so parallel requests cannot all pass the cooldown or the caps; `used_at` is
// only for the sweep.
export const otpSendGates = pgTable('otp_send_gates', {
  key: text('key').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
});

export const authFailureKind = pgEnum('auth_failure_kind', [
  // No longer written: wrong codes counted per number let a stranger lock the owner out.
  'otp',
  // A wrong Admin passcode (subject: the client IP), reserved before the slow check.
  'passcode',
  // A wrong or pointless code guess from an address (subject: the client IP).
  'otp_source',
  // A wrong code guess for one number from one address (subject: phoneKey|IP).
  'otp_number_source',
  // A sign-in lookup that found no account for the number (subject: the client IP).
  'account_lookup',
]);

export const authFailures = pgTable(
  'auth_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: authFailureKind('kind').notNull(),
    // See the kinds above; never a plain phone number.
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_failures_subject_idx').on(table.kind, table.subject, table.createdAt)],
);

// Every number that was ever given the welcome Credits, as a keyed hash: a number gets them once, even
// after its account is deleted and a new one made (they could otherwise be farmed into Earnings).
export const welcomeGrants = pgTable('welcome_grants', {
  phoneKey: text('phone_key').primaryKey(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
});
