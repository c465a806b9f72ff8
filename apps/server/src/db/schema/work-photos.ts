// Photos of a worker's past work (issue 16): files in media storage, one row each, at most six per person.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const workPhotos = pgTable(
  'work_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    photoKey: text('photo_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    caption: text('caption').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('work_photos_user_idx').on(table.userId, table.createdAt)],
);
