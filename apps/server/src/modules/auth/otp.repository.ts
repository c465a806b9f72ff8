// SQL for one-time codes, failed attempts and welcome grants. Numbers are always given as their phoneKey.
import { and, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { authFailures, otpChallenges, otpSendGates, welcomeGrants } from '../../db/schema/index.js';

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
    // Two codes of one instant (a sign-up's, used, and the login's after it): the one still unused is the newer.
    .orderBy(desc(otpChallenges.createdAt), sql`${otpChallenges.consumedAt} is null desc`)
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

export interface NewChallenge {
  id: string;
  phoneKey: string;
  purpose: OtpPurpose;
  codeHash: string;
  requestedIp: string;
  createdAt: Date;
  expiresAt: Date;
  /** A silent code (a disguised answer) is born replaced: it counts as a send and is never live. */
  silent: boolean;
}

export interface SendLimits {
  cooldownSeconds: number;
  /** Counted from this time on (an hour back). */
  since: Date;
  perNumberAndSource: number;
  perNumber: number;
  perSource: number;
}

/** Why a code request was refused; `waitMs` until the cooldown allows another. */
export type SendRefusal =
  { refusal: 'cooldown'; waitMs: number } | { refusal: 'tooManySends' } | { refusal: 'tooManySendsFromNetwork' };

/**
 * Checks the cooldown and the send limits and, when they allow it, stores the code (replacing the number's
 * live one): one statement, the function otp_request_code (migration 0022), correct under concurrency.
 */
export async function requestCode(
  db: Executor,
  code: NewChallenge,
  limits: SendLimits,
): Promise<SendRefusal | undefined> {
  const [row] = await queryRows<{ refusal: SendRefusal['refusal'] | null; wait_ms: number | null }>(
    db,
    sql`select refusal, wait_ms from otp_request_code(
          ${code.id}::uuid, ${code.phoneKey}, ${code.requestedIp}, ${code.purpose}, ${code.codeHash}, ${code.silent},
          ${code.createdAt.toISOString()}::timestamptz, ${code.expiresAt.toISOString()}::timestamptz,
          ${limits.since.toISOString()}::timestamptz, ${limits.cooldownSeconds}::int,
          ${limits.perNumberAndSource}::int, ${limits.perNumber}::int, ${limits.perSource}::int)`,
  );
  if (!row) throw new Error('otp_request_code returned nothing');
  if (row.refusal === null) return undefined;
  return row.refusal === 'cooldown' ? { refusal: 'cooldown', waitMs: Number(row.wait_ms) } : { refusal: row.refusal };
}

/**
 * Stores a code whose send the caller has already counted (in Redis), replacing the number's live one, in one
 * statement. Two at once for one number (from two addresses) may both stay live; checking reads the newest.
 */
export async function insertChallengeReplacingLive(db: Executor, code: NewChallenge): Promise<void> {
  await db.execute(sql`
    with replaced as (
      update ${otpChallenges} set superseded_at = ${code.createdAt.toISOString()}::timestamptz
       where phone_key = ${code.phoneKey} and superseded_at is null and not ${code.silent}
    )
    insert into ${otpChallenges}
      (id, phone_key, purpose, code_hash, requested_ip, created_at, expires_at, superseded_at)
    values (${code.id}::uuid, ${code.phoneKey}, ${code.purpose}, ${code.codeHash}, ${code.requestedIp},
            ${code.createdAt.toISOString()}::timestamptz, ${code.expiresAt.toISOString()}::timestamptz,
            case when ${code.silent} then ${code.createdAt.toISOString()}::timestamptz end)`);
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

/** Codes, failures and send gates older than `before` count towards no limit any more. */
export async function deleteExpired(db: Executor, before: Date): Promise<void> {
  await db.delete(otpChallenges).where(lt(otpChallenges.createdAt, before));
  await db.delete(authFailures).where(lt(authFailures.createdAt, before));
  await db.delete(otpSendGates).where(lt(otpSendGates.usedAt, before));
}
