// SQL for one-time codes and failed attempts.
import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authFailures, otpChallenges } from '../../db/schema/index.js';

export type OtpPurpose = (typeof otpChallenges.$inferSelect)['purpose'];
export type OtpChallenge = typeof otpChallenges.$inferSelect;
export type AuthFailureKind = (typeof authFailures.$inferSelect)['kind'];

/** Serialises code requests and checks for one phone number until the transaction ends. */
export async function lockPhone(db: Executor, phone: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
}

export async function latestChallenge(db: Executor, phone: string): Promise<OtpChallenge | undefined> {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.phone, phone))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row;
}

/** The newest code still in play for this number and purpose, locked for the rest of the transaction. */
export async function liveChallengeForUpdate(
  db: Executor,
  phone: string,
  purposes: OtpPurpose[],
): Promise<OtpChallenge | undefined> {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(eq(otpChallenges.phone, phone), inArray(otpChallenges.purpose, purposes), isNull(otpChallenges.supersededAt)),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function countSendsToPhoneSince(db: Executor, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone, phone), gte(otpChallenges.createdAt, since)));
  return row?.value ?? 0;
}

export async function countSendsFromIpSince(db: Executor, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.requestedIp, ip), gte(otpChallenges.createdAt, since)));
  return row?.value ?? 0;
}

export async function supersedeLiveChallenges(db: Executor, phone: string, at: Date): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ supersededAt: at })
    .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.supersededAt)));
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

export async function recordFailure(db: Executor, kind: AuthFailureKind, subject: string, at: Date): Promise<void> {
  await db.insert(authFailures).values({ kind, subject, createdAt: at });
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
