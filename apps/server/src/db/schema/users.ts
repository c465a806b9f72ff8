// People who use KaamSetu: Labourers and Employers. Later issues add profile, wallet and moderation tables beside it.
import type { Language } from '@kaamsetu/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffMembers } from './staff.js';

export type ConsentMethod = 'checkbox' | 'sms-notice';

export const userRole = pgEnum('user_role', ['Labourer', 'Employer']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // E.164, e.g. +919876543210; one account per number. Erased (null) when the person deletes the account.
    phone: text('phone').unique(),
    role: userRole('role').notNull(),
    // Part of every session token; bumping it (logout, blocking) ends all of the user's sessions.
    tokenVersion: integer('token_version').notNull().default(0),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    // Generated sample people for a fresh install; they can never sign in or receive SMS.
    isDemo: boolean('is_demo').notNull().default(false),
    // Set by an Admin; a blocked person cannot sign in, is not found and cannot be unlocked.
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    // The staff member who onboarded this person (back office), if one did.
    addedByStaffId: uuid('added_by_staff_id').references(() => staffMembers.id),
    // The language the person reads: their pages open in it and their SMS texts are written in it. Null for
    // accounts made before it was asked (their next visit records the page's language).
    language: text('language').$type<Language>(),
    // The privacy notice the person agreed to (its version) and when; staff-onboarded people agree by
    // sharing the code their notice SMS carried.
    consentVersion: text('consent_version'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    // How: 'checkbox' (our sign-up form), or 'sms-notice' (the code's SMS carried the notice and said that
    // entering the code means agreeing: the spec's own clients, and people added by staff).
    consentMethod: text('consent_method').$type<ConsentMethod>(),
    // Set when the person deleted the account: name, phone and profile are gone; the id stays, pseudonymous,
    // so the ledger rows that point at it still add up.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Staff find people by any part of a name or number; Admins list the people staff added, newest first.
  (table) => [
    index('users_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${table.phone} gin_trgm_ops`),
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_added_idx')
      .on(table.role, table.createdAt, table.id)
      .where(sql`added_by_staff_id is not null`),
  ],
);
