// SQL for one-time codes, failed attempts and welcome grants. Numbers are always given as their phoneKey.
import { and, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authFailures, otpChallenges, welcomeGrants } from '../../db/schema/index.js';

export type OtpPurpose = (typeof otpChallenges.$inferSelect)['purpose'];
export type OtpChallenge = typeof otpChallenges.$inferSelect;
export type AuthFailureKind = (typeof authFailures.$inferSelect)['kind'];

/** Serialises work on one counter (a number, an address) until the transaction ends. */
export async function lockKey(db: Executor, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** The newest code sent to this number from this address. */
export async function latestChallengeFrom(
  db: Executor,
  phoneKey: string,
  ip: string,
): Promise<OtpChallenge | undefined> {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phoneKey, phoneKey), eq(otpChallenges.requestedIp, ip)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row;
}

/** The newest code still in play for this number and purpose, locked for the rest of the transaction. */
export async function liveChallengeForUpdate(
  db: Executor,
  phoneKey: string,
  purposes: OtpPurpose[],
): Promise<OtpChallenge | undefined> {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.phoneKey, phoneKey),
        inArray(otpChallenges.purpose, purposes),
        isNull(otpChallenges.supersededAt),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function countSendsToPhoneSince(db: Executor, phoneKey: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phoneKey, phoneKey), gte(otpChallenges.createdAt, since)));
  return row?.value ?? 0;
}

export async function countSendsToPhoneFromIpSince(
  db: Executor,
  phoneKey: string,
  ip: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(otpChallenges)
    .where(
      and(eq(otpChallenges.phoneKey, phoneKey), eq(otpChallenges.requestedIp, ip), gte(otpChallenges.createdAt, since)),
    );
  return row?.value ?? 0;
}

export async function countSendsFromIpSince(db: Executor, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.requestedIp, ip), gte(otpChallenges.createdAt, since)));
  return row?.value ?? 0;
}

export async function supersedeLiveChallenges(db: Executor, phoneKey: string, at: Date): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ supersededAt: at })
    .where(and(eq(otpChallenges.phoneKey, phoneKey), isNull(otpChallenges.supersededAt)));
}

export async function insertChallenge(db: Executor, values: typeof otpChallenges.$inferInsert): Promise<OtpChallenge> {
  const [row] = await db.insert(otpChallenges).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function deleteChallenge(db: Executor, id: string): Promise<void> {
  await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
}

export async function recordAttempt(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(eq(otpChallenges.id, id))
    .returning({ attempts: otpChallenges.attempts });
  return row?.attempts ?? 0;
}

export async function markConsumed(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(otpChallenges).set({ consumedAt: at }).where(eq(otpChallenges.id, id));
}

export async function recordFailure(
  db: Executor,
  kind: AuthFailureKind,
  subject: string,
  at: Date,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(authFailures)
    .values({ kind, subject, createdAt: at })
    .returning({ id: authFailures.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function deleteFailure(db: Executor, id: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.id, id));
}

export async function countFailuresSince(
  db: Executor,
  kind: AuthFailureKind,
  subject: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(authFailures)
    .where(and(eq(authFailures.kind, kind), eq(authFailures.subject, subject), gte(authFailures.createdAt, since)));
  return row?.value ?? 0;
}

/** Records the grant; false when this number already had one. */
export async function claimWelcomeGrant(db: Executor, phoneKey: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(welcomeGrants)
    .values({ phoneKey, grantedAt: at })
    .onConflictDoNothing()
    .returning({ phoneKey: welcomeGrants.phoneKey });
  return rows.length > 0;
}

/** Codes and failures older than `before` count towards no limit any more. */
export async function deleteExpired(db: Executor, before: Date): Promise<void> {
  await db.delete(otpChallenges).where(lt(otpChallenges.createdAt, before));
  await db.delete(authFailures).where(lt(authFailures.createdAt, before));
}
