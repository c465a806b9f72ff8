// SQL for paid contact unlocks. The unlock itself is one statement: the database function unlock_contact
// (live body in migration 0004) takes the key, locks, checks, posts to the ledger and records the unlock.
import type { UnlockResponse } from '@kaamsetu/contract';
import { and, desc, eq, or, sql } from 'drizzle-orm';
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

/** Employers who paid to see this worker's number, newest first, with their rating from workers' reviews. */
export async function contactViewers(db: Executor, workerId: string) {
  return db
    .select({
      employerId: contactUnlocks.employerId,
      name: users.name,
      companyName: sql<string>`coalesce(${profiles.companyName}, '')`,
      unlockedAt: contactUnlocks.createdAt,
      ratingCount: profiles.ratingCount,
      ratingSum: profiles.ratingSum,
    })
    .from(contactUnlocks)
    .innerJoin(users, eq(users.id, contactUnlocks.employerId))
    .leftJoin(profiles, eq(profiles.userId, contactUnlocks.employerId))
    .where(eq(contactUnlocks.workerId, workerId))
    .orderBy(desc(contactUnlocks.createdAt))
    .limit(100);
}

export interface UnlockRecord {
  employerId: string;
  workerId: string;
  at: Date;
}

const unlockRecord = {
  employerId: contactUnlocks.employerId,
  workerId: contactUnlocks.workerId,
  at: contactUnlocks.createdAt,
};

/** The unlock between two people, whichever of them was the employer; undefined when there is none. */
export async function unlockBetween(db: Executor, a: string, b: string): Promise<UnlockRecord | undefined> {
  const [row] = await db
    .select(unlockRecord)
    .from(contactUnlocks)
    .where(
      or(
        and(eq(contactUnlocks.employerId, a), eq(contactUnlocks.workerId, b)),
        and(eq(contactUnlocks.employerId, b), eq(contactUnlocks.workerId, a)),
      ),
    )
    .orderBy(contactUnlocks.createdAt)
    .limit(1);
  return row;
}

/** Unlocks the person made (as employer) or was the subject of (as worker), newest first. */
export async function unlocksOf(db: Executor, personId: string, limit: number): Promise<UnlockRecord[]> {
  // Two index reads (the primary key leads with employer_id, contact_unlocks_worker_idx with worker_id).
  const rows = await queryRows<Omit<UnlockRecord, 'at'> & { at: Date | string }>(
    db,
    sql`select "employerId", "workerId", at from (
          (select employer_id as "employerId", worker_id as "workerId", created_at as at from contact_unlocks
           where employer_id = ${personId} order by created_at desc limit ${limit})
          union all
          (select employer_id, worker_id, created_at from contact_unlocks
           where worker_id = ${personId} order by created_at desc limit ${limit})
        ) unlocks
        order by at desc
        limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}
