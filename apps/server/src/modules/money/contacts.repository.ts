// SQL for paid contact unlocks. The unlock itself is one statement: the database function unlock_contact
// (live body in migration 0004) takes the key, locks, checks, posts to the ledger and records the unlock.
import type { UnlockResponse } from '@kaamsetu/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { contactUnlocks, profiles, users } from '../../db/schema/index.js';

/** A live person's number and whether this employer has unlocked it; undefined for nobody. */
export async function workerNumber(
  db: Executor,
  workerId: string,
  employerId: string,
): Promise<{ phone: string; unlocked: boolean } | undefined> {
  const [worker] = await queryRows<{ phone: string; unlocked: boolean }>(
    db,
    sql`select phone,
               exists (select 1 from contact_unlocks where employer_id = ${employerId} and worker_id = u.id) as unlocked
        from users u where id = ${workerId} and deleted_at is null`,
  );
  return worker;
}

/**
 * Calls unlock_contact. It refuses with SQLSTATE codes KS402 (too few Credits), KS403 (not unlockable),
 * KS404 (nobody), KS409 (key reused for another request) and KS423 (caller blocked).
 */
export async function unlockContact(
  db: Executor,
  input: {
    employerId: string;
    workerId: string;
    pricePaise: number;
    workerSharePaise: number;
    key: string;
    requestHash: string;
  },
): Promise<UnlockResponse> {
  const [row] = await queryRows<{ answer: UnlockResponse }>(
    db,
    sql`select unlock_contact(${input.employerId}::uuid, ${input.workerId}::uuid, ${input.pricePaise},
                              ${input.workerSharePaise}, ${input.key}, ${input.requestHash}) as answer`,
  );
  if (!row) throw new Error('unlock_contact returned nothing');
  return row.answer;
}

/** Employers who paid to see this worker's number, newest first. */
export async function contactViewers(db: Executor, workerId: string) {
  return db
    .select({
      employerId: contactUnlocks.employerId,
      name: users.name,
      companyName: sql<string>`coalesce(${profiles.companyName}, '')`,
      unlockedAt: contactUnlocks.createdAt,
      verifiedBadges: sql<string[]>`coalesce(${profiles.verifiedBadges}, '{}'::text[])`,
      isDemo: users.isDemo,
    })
    .from(contactUnlocks)
    .innerJoin(users, eq(users.id, contactUnlocks.employerId))
    .leftJoin(profiles, eq(profiles.userId, contactUnlocks.employerId))
    .where(eq(contactUnlocks.workerId, workerId))
    .orderBy(desc(contactUnlocks.createdAt))
    .limit(100);
}
