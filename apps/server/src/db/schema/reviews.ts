// Reviews both ways after a real engagement (an unlock, a Hire Now request marked Done). One review per author
// and engagement; hidden ones stay (so the author cannot write a second) but are neither shown nor counted.
// The per-person aggregate that search ranks by lives on profiles (rating_count, rating_sum, rank_score).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EngagementKind } from '@kaamsetu/contract';
import { users } from './users.js';
import { staffMembers } from './staff.js';

// The contract's engagementKinds, written out: drizzle-kit reads this file without building the contract.
export const reviewEngagementKind = pgEnum('review_engagement_kind', [
  'unlock',
  'hire-request',
  'job',
] as const satisfies readonly EngagementKind[]);

export const reviews = pgTable(
  'reviews',
  {
    // Increasing, so a person's reviews page newest first by id alone; staff can read the number out.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id),
    engagementKind: reviewEngagementKind('engagement_kind').notNull(),
    // Which engagement: "<employer id>:<worker id>" for an unlock, the request id for a Hire Now request.
    engagementRef: text('engagement_ref').notNull(),
    stars: smallint('stars').notNull(),
    text: text('text').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenByStaffId: uuid('hidden_by_staff_id').references(() => staffMembers.id),
  },
  (table) => [
    // Once per engagement, even when two requests race: the second insert finds this row.
    uniqueIndex('reviews_one_per_engagement_idx').on(table.authorId, table.engagementKind, table.engagementRef),
    // A person's visible reviews, newest first.
    index('reviews_subject_visible_idx')
      .on(table.subjectId, table.id)
      .where(sql`hidden_at is null`),
    check('reviews_stars', sql`stars between 1 and 5`),
    check('reviews_not_self', sql`author_id <> subject_id`),
  ],
);
