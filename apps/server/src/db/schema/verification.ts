// Verified badges: ID checks staff recorded (the document type and its last 4 characters, never the number or
// an image) and the GSTIN an Employer submitted with the staff decision on it. Who granted or revoked what, and
// why, is also in the staff audit trail. The badges a profile shows are copied onto profiles.verified_badges.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staffMembers } from './staff.js';
import { users } from './users.js';

export const idDocumentType = pgEnum('id_document_type', ['aadhaar', 'voter-id', 'driving-licence', 'pan', 'e-shram']);
export const idCheckMethod = pgEnum('id_check_method', ['in-person', 'video-call']);
export const businessStatus = pgEnum('business_status', ['pending', 'verified', 'refused']);

export const idChecks = pgTable(
  'id_checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: idDocumentType('document_type').notNull(),
    last4: text('last4').notNull(),
    method: idCheckMethod('method').notNull(),
    checkedByStaffId: uuid('checked_by_staff_id')
      .notNull()
      .references(() => staffMembers.id),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    revokedByStaffId: uuid('revoked_by_staff_id').references(() => staffMembers.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason').notNull().default(''),
  },
  (table) => [
    // The database itself refuses more than 4 characters, whatever a future caller sends.
    check('id_checks_last4_only', sql`${table.last4} ~ '^[A-Z0-9]{4}$'`),
    // At most one standing check per person: two staff recording at once cannot both succeed.
    uniqueIndex('id_checks_one_standing_idx')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
    index('id_checks_user_idx').on(table.userId, table.checkedAt),
  ],
);

// One row per Employer: their current GSTIN and where the staff check stands. A new GSTIN starts over.
export const businessVerifications = pgTable(
  'business_verifications',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    gstin: text('gstin').notNull(),
    status: businessStatus('status').notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedByStaffId: uuid('decided_by_staff_id').references(() => staffMembers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refusedReason: text('refused_reason').notNull().default(''),
  },
  (table) => [
    check(
      'business_verifications_gstin_shape',
      sql`${table.gstin} ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'`,
    ),
    index('business_verifications_status_idx').on(table.status, table.submittedAt),
  ],
);
