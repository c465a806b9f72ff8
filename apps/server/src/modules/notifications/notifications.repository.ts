// SQL for notifications: the inbox, the durable SMS outbox (claimed with FOR UPDATE SKIP LOCKED, so several
// senders on several instances never hold the same row) and each person's choice about job SMS.
import type { NotificationKind } from '@kaamsetu/contract';
import { and, count, desc, eq, gte, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { notificationOutbox, notificationSettings, notifications } from '../../db/schema/index.js';

/** Serialises one person's job SMS within their transactions, so two events at once cannot both pass the cap. */
export async function lockPersonSms(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`notification-sms:${userId}`}))`);
}

/** Adds an inbox entry; false when one with this dedupe key already exists (the event was told before). */
export async function insertInboxEntry(
  db: Executor,
  values: {
    userId: string;
    kind: NotificationKind;
    jobId: string | null;
    text: string;
    dedupeKey: string;
    createdAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** SMS of these kinds queued for the person in [from, to), not counting the ones the policy skipped. */
export async function countSmsBetween(
  db: Executor,
  userId: string,
  kinds: readonly NotificationKind[],
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ sms: count() })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.userId, userId),
        sql`${notificationOutbox.kind} in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})`,
        gte(notificationOutbox.createdAt, from),
        lt(notificationOutbox.createdAt, to),
        ne(notificationOutbox.status, 'skipped'),
      ),
    );
  return row?.sms ?? 0;
}

/**
 * Adds an SMS to the outbox: pending from `sendAfter`, or skipped (kept as a record, with the reason in
 * last_error). Nothing happens when one with this dedupe key exists.
 */
export async function insertOutboxSms(
  db: Executor,
  values: {
    userId: string;
    kind: NotificationKind;
    body: string;
    dedupeKey: string;
    createdAt: Date;
    sendAfter: Date;
    skippedBecause?: string;
  },
): Promise<void> {
  const { skippedBecause, ...row } = values;
  await db
    .insert(notificationOutbox)
    .values({
      ...row,
      status: skippedBecause ? 'skipped' : 'pending',
      lastError: skippedBecause ?? null,
    })
    .onConflictDoNothing({ target: notificationOutbox.dedupeKey });
}

/** Whether the person gets job SMS (yes until they say otherwise). */
export async function jobSmsOn(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ jobSms: notificationSettings.jobSms })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.jobSms ?? true;
}

export async function saveJobSms(db: Executor, userId: string, jobSms: boolean, now: Date): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, jobSms, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { jobSms, updatedAt: now } });
}

export type InboxRow = Pick<
  typeof notifications.$inferSelect,
  'id' | 'kind' | 'jobId' | 'text' | 'createdAt' | 'readAt'
>;

/** The person's entries older than `beforeId` (all when undefined), newest first. */
export async function inboxPage(
  db: Executor,
  userId: string,
  beforeId: number | undefined,
  limit: number,
): Promise<InboxRow[]> {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      jobId: notifications.jobId,
      text: notifications.text,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), beforeId === undefined ? undefined : lt(notifications.id, beforeId)))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the person's unread entries up to this id read; other people's entries are never touched. */
export async function markReadUpTo(db: Executor, userId: string, upToId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), lte(notifications.id, upToId), isNull(notifications.readAt)));
}

export interface ClaimedSms {
  id: number;
  userId: string;
  body: string;
  dedupeKey: string;
  /** Counting this one. */
  attempts: number;
}

/**
 * Claims up to `limit` SMS that are due (pending and past send_after) or whose sender's lease ran out (it
 * died or hung mid-send): each becomes `sending` with a lease and one more attempt, in this one statement,
 * which commits on its own. Rows another sender holds locked are skipped, never waited for.
 */
export async function claimDueSms(db: Executor, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedSms[]> {
  const rows = await queryRows<{
    id: number | string;
    user_id: string;
    body: string;
    dedupe_key: string;
    attempts: number;
  }>(
    db,
    sql`update notification_outbox o
        set status = 'sending', lease_until = ${leaseUntil}, attempts = o.attempts + 1
        where o.id in (
          select id from notification_outbox
          where status in ('pending', 'sending')
            and ((status = 'pending' and send_after <= ${now}) or (status = 'sending' and lease_until < ${now}))
          order by send_after, id
          limit ${limit}
          for update skip locked)
        returning o.id, o.user_id, o.body, o.dedupe_key, o.attempts`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    userId: row.user_id,
    body: row.body,
    dedupeKey: row.dedupe_key,
    attempts: Number(row.attempts),
  }));
}

/**
 * Ends one try of a claimed SMS. Only the sender that made this attempt may: once its lease ran out and
 * another sender claimed the row again (attempts moved on), its answer is stale and changes nothing.
 */
export async function finishAttempt(
  db: Executor,
  claim: Pick<ClaimedSms, 'id' | 'attempts'>,
  outcome:
    | { status: 'sent'; at: Date }
    | { status: 'skipped' | 'failed'; error: string }
    | { status: 'pending'; error: string; sendAfter: Date },
): Promise<boolean> {
  const values =
    outcome.status === 'sent'
      ? { status: outcome.status, sentAt: outcome.at, leaseUntil: null }
      : outcome.status === 'pending'
        ? { status: outcome.status, lastError: outcome.error, sendAfter: outcome.sendAfter, leaseUntil: null }
        : { status: outcome.status, lastError: outcome.error, leaseUntil: null };
  const rows = await db
    .update(notificationOutbox)
    .set(values)
    .where(
      and(
        eq(notificationOutbox.id, claim.id),
        eq(notificationOutbox.status, 'sending'),
        eq(notificationOutbox.attempts, claim.attempts),
      ),
    )
    .returning({ id: notificationOutbox.id });
  return rows.length > 0;
}

/** A person's whole inbox, oldest first, for Download my data: what and when, not the texts (they name others). */
export async function inboxOf(db: Executor, userId: string) {
  return db
    .select({
      kind: notifications.kind,
      jobId: notifications.jobId,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
}

/** The SMS written to a person (any status), oldest first, for Download my data, without their texts. */
export async function smsOf(db: Executor, userId: string) {
  return db
    .select({
      kind: notificationOutbox.kind,
      status: notificationOutbox.status,
      createdAt: notificationOutbox.createdAt,
      sentAt: notificationOutbox.sentAt,
    })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.userId, userId))
    .orderBy(notificationOutbox.id);
}

/** Everything the notifications hold about a person: inbox, SMS (sent or waiting) and settings. */
export async function deleteNotificationsOf(db: Executor, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(notificationOutbox).where(eq(notificationOutbox.userId, userId));
  await db.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
}
