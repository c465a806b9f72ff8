// SQL for paid contact unlocks. The unlock itself is one statement: the database function unlock_contact
// (live body in migration 0004) takes the key, locks, checks, posts to the ledger and records the unlock.
import type { UnlockResponse } from '@kaamsetu/contract';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { preparedRows } from '../../db/prepared-statements.js';
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
 * KS404 (nobody), KS409 (key reused for another request) and KS423 (caller blocked). A sample (demo) person and a
 * suspended worker are refused before it is called, in the same statement: `sample` or `suspended` is then true
 * and nothing is charged or kept (the suspension is read through its one-per-person partial index). When the
 * answer says the unlock charged (a replay of the key answers so again), the same statement evaluates
 * `tellWhenCharged`: the worker is told with the unlock, in one round trip and one commit.
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
    /** True when the employer may not unlock now: then nothing is charged and the answer is null. */
    refused: SQL;
    /** Tells the worker (notifyExpression); evaluated only after a charged answer. */
    tellWhenCharged: SQL;
  },
): Promise<{ answer: UnlockResponse | null; sample: boolean; suspended: boolean }> {
  // CASE runs the (volatile) unlock only when neither refusal holds: checked and charged in one round trip. The
  // sample check comes first, so a sample gets its own answer (it has no real number) whoever asks. The CTE is
  // materialised, so the unlock runs once and before the telling, which reads its answer.
  // Its text is the same for every unlock (values are parameters), so it is prepared once per connection.
  const [row] = await preparedRows<{ answer: UnlockResponse | null; sample: boolean; suspended: boolean }>(
    db,
    sql`with unlocked as materialized (
          select w.sample, w.suspended,
                 case when w.sample or w.suspended or ${input.refused} then null
                      else unlock_contact(${input.employerId}::uuid, ${input.workerId}::uuid, ${input.pricePaise},
                                          ${input.workerSharePaise}, ${input.key}, ${input.requestHash}) end as answer
          from (select exists (select 1 from users where id = ${input.workerId}::uuid and is_demo) as sample,
                       exists (select 1 from sanctions where person_id = ${input.workerId}::uuid
                               and kind = 'suspension' and lifted_at is null) as suspended) w
        )
        select sample, suspended, answer,
               case when (answer ->> 'chargedPaise')::bigint > 0 then ${input.tellWhenCharged} end as told
        from unlocked`,
  );
  if (!row) throw new Error('unlock_contact returned nothing');
  return { answer: row.answer, sample: row.sample, suspended: row.suspended };
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

/** A paid unlock with what it charged and what it paid the worker (dead-number claims). */
export interface PaidUnlock {
  transactionId: string;
  unlockedAt: Date;
  pricePaise: number;
  /** What the unlock paid into the worker's Earnings. */
  workerSharePaise: number;
}

/** The unlock of this worker by this employer, with what it charged and paid; undefined if none. */
export async function paidUnlock(db: Executor, employerId: string, workerId: string): Promise<PaidUnlock | undefined> {
  const [row] = await queryRows<{
    transaction_id: string;
    created_at: Date | string;
    price_paise: number | string;
    worker_share_paise: number | string;
  }>(
    db,
    sql`select c.transaction_id, c.created_at, c.price_paise,
               coalesce((select sum(e.amount_paise) from ledger_entries e
                         join ledger_accounts a on a.id = e.account_id
                         where e.transaction_id = c.transaction_id and a.owner_id = c.worker_id
                           and a.kind = 'earnings'), 0) as worker_share_paise
        from contact_unlocks c where c.employer_id = ${employerId} and c.worker_id = ${workerId}`,
  );
  return row
    ? {
        transactionId: row.transaction_id,
        unlockedAt: new Date(row.created_at),
        pricePaise: Number(row.price_paise),
        workerSharePaise: Number(row.worker_share_paise),
      }
    : undefined;
}
