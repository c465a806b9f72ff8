// SQL for "My contacts": the workers whose numbers an Employer paid for, newest first, a page at a time.
import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contactUnlocks, users } from '../../db/schema/index.js';

export interface MyContactRow {
  workerId: string;
  name: string;
  phone: string;
  unlockedAt: Date;
}

// The page link carries a JavaScript date, to the millisecond; the column keeps microseconds. Ordering and
// comparing by the millisecond keeps an unlock of the same millisecond from being skipped or shown twice.
const unlockedAt = sql<Date>`date_trunc('milliseconds', ${contactUnlocks.createdAt})`;

/**
 * The employer's unlocks older than `before` (time, then worker id), newest first. A deleted worker's number
 * went with their account, so they are left out.
 */
export function contactsOf(
  db: Executor,
  input: { employerId: string; before?: { at: Date; workerId: string }; limit: number },
): Promise<MyContactRow[]> {
  const { before } = input;
  return db
    .select({
      workerId: contactUnlocks.workerId,
      name: users.name,
      phone: sql<string>`${users.phone}`,
      unlockedAt: contactUnlocks.createdAt,
    })
    .from(contactUnlocks)
    .innerJoin(users, eq(users.id, contactUnlocks.workerId))
    .where(
      and(
        eq(contactUnlocks.employerId, input.employerId),
        isNull(users.deletedAt),
        isNotNull(users.phone),
        before
          ? or(lt(unlockedAt, before.at), and(eq(unlockedAt, before.at), lt(contactUnlocks.workerId, before.workerId)))
          : undefined,
      ),
    )
    .orderBy(desc(unlockedAt), desc(contactUnlocks.workerId))
    .limit(input.limit);
}
