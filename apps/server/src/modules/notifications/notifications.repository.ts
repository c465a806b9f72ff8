// SQL for notifications: the inbox, the durable SMS outbox (claimed with FOR UPDATE SKIP LOCKED, so several
// senders on several instances never hold the same row) and each person's choice about job SMS.
import type { Language, NotificationKind } from '@kaamsetu/contract';
import { and, count, desc, eq, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { textArray } from '../../db/sql-arrays.js';
import { notificationOutbox, notificationSettings, notifications } from '../../db/schema/index.js';

/**
 * Serialises these people's job SMS within their transactions, so two events at once cannot both pass the cap.
 * Locked in one order (by id), so two batches naming the same people wait for each other instead of deadlocking.
 */
export async function lockPeopleSms(db: Executor, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('notification-sms:' || id))
        from (select distinct id from unnest(${textArray([...userIds])}) as id order by id) ordered`,
  );
}

export interface InboxEntry {
  userId: string;
  kind: NotificationKind;
  jobId: string | null;
  agreementId: string | null;
  text: string;
  dedupeKey: string;
  createdAt: Date;
}

/** Adds inbox entries; answers the dedupe keys that were new (an existing key means the event was told before). */
export async function insertInboxEntries(db: Executor, entries: readonly InboxEntry[]): Promise<Set<string>> {
  if (entries.length === 0) return new Set();
  const rows = await db
    .insert(notifications)
    .values([...entries])
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ dedupeKey: notifications.dedupeKey });
  return new Set(rows.map((row) => row.dedupeKey));
}

/** Where each person stands for job SMS: whether they turned them off, and how many are queued in [from, to). */
export interface JobSmsState {
  off: boolean;
  queued: number;
}

/**
 * Each of these people's job SMS state, in one statement: their setting (on until they say otherwise) and the SMS
 * of these kinds queued for them in [from, to), not counting the ones the policy skipped.
 */
export async function jobSmsStates(
  db: Executor,
  userIds: readonly string[],
  kinds: readonly NotificationKind[],
  from: Date,
  to: Date,
): Promise<Map<string, JobSmsState>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; off: boolean; queued: number }>(
    db,
    sql`select person.id,
          coalesce((select not s.job_sms from notification_settings s where s.user_id = person.id::uuid), false) as off,
          (select count(*)::int from notification_outbox o
           where o.user_id = person.id::uuid and o.kind::text = any(${textArray([...kinds])})
             and o.created_at >= ${from} and o.created_at < ${to} and o.status <> 'skipped') as queued
        from unnest(${textArray([...userIds])}) as person(id)`,
  );
  return new Map(rows.map((row) => [row.id, { off: row.off, queued: row.queued }]));
}

export interface OutboxSms {
  userId: string;
  kind: NotificationKind;
  body: string;
  dedupeKey: string;
  createdAt: Date;
  sendAfter: Date;
  /** Set: kept as a record only, with the reason in last_error, never sent. */
  skippedBecause?: string | undefined;
}

/** Adds SMS to the outbox, pending from `sendAfter` or skipped. Nothing happens for a dedupe key already there. */
export async function insertOutboxSms(db: Executor, messages: readonly OutboxSms[]): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insert(notificationOutbox)
    .values(
      messages.map(({ skippedBecause, ...row }) => ({
        ...row,
        status: skippedBecause ? ('skipped' as const) : ('pending' as const),
        lastError: skippedBecause ?? null,
      })),
    )
    .onConflictDoNothing({ target: notificationOutbox.dedupeKey });
}

/** An event to tell in one statement, its texts in every language (the person's is kept). */
export interface UncappedEvent {
  userId: string;
  kind: NotificationKind;
  jobId: string | null;
  agreementId: string | null;
  dedupeKey: string;
  inbox: Record<Language, string>;
  /** Null: no SMS for this event. */
  sms: Record<Language, string> | null;
  /** Whose town fills {{place}} in the texts; their `…NoPlace` texts when they gave none. */
  placeOf: string | null;
  inboxNoPlace: Record<Language, string> | null;
  smsNoPlace: Record<Language, string> | null;
  /** Set for kinds sent once an hour: the SMS summing up the held-back ones, with {{count}} still to fill. */
  summary: Record<Language, string> | null;
  sendAfter: Date;
  skippedBecause: string | null;
}

/**
 * The SQL expression that tells these events when it is evaluated: the database function notify_uncapped
 * (migration 0026) writes each event's inbox entry, and its SMS to the outbox when it asks for one, the person has
 * a number that is not blocked and the entry is new, in the person's language; deleted accounts and sample people
 * get nothing. For a kind with a summary, an SMS is held back (kept as `skipped`, `last_error` 'held-for-summary')
 * when one of its kind went or goes out less than `everyMinutes` before this one's send time, or an earlier event
 * of the batch takes the place; the next one sent instead sums up the held-back ones since the last sent ("3
 * employers viewed your number"). Two calls at the same moment may each send one: the rule spares the person, it
 * is no lock. Its value is a JSON array of `{ person, inserted }`, one per event in order. A statement may embed it
 * to tell as part of its own work: an unlock tells its worker inside the unlock's one statement.
 */
export function tellExpression(events: readonly UncappedEvent[], now: Date, everyMinutes: number): SQL {
  const numbered = events.map((event, ord) => ({ ...event, ord }));
  return sql`notify_uncapped(${JSON.stringify(numbered)}::jsonb, ${now.toISOString()}::timestamptz, ${everyMinutes}::int)`;
}

/** Tells these events in one statement (see tellExpression); one outcome per event, in order. */
export async function tellInOneStatement(
  db: Executor,
  events: readonly UncappedEvent[],
  now: Date,
  everyMinutes: number,
): Promise<{ person: boolean; inserted: boolean }[]> {
  const [row] = await queryRows<{ outcomes: { person: boolean; inserted: boolean }[] }>(
    db,
    sql`select ${tellExpression(events, now, everyMinutes)} as outcomes`,
  );
  return row?.outcomes ?? [];
}

/** How far back the sender looks for held-back SMS: longer than a night of quiet hours and the hour after it. */
const HELD_LOOKBACK_HOURS = 48;

/**
 * Releases the SMS held back for the hourly summary when no later event of their kind came to sum them up: for each
 * person and kind with held-back rows since the last SMS of the kind, once that SMS's send time is at least
 * `everyMinutes` before `sendAfter` (the next time an SMS may go, after quiet hours), one SMS is queued for
 * `sendAfter`: the held one itself when it is alone, else `summaries[kind]` (the person's language, {{count}} the
 * number held). Its dedupe key names the last held row, so two senders at once queue it once. People deleted,
 * sample or without a number that may be texted get nothing. Returns how many SMS it queued.
 */
export async function releaseHeldSms(
  db: Executor,
  now: Date,
  sendAfter: Date,
  everyMinutes: number,
  summaries: Partial<Record<NotificationKind, Record<Language, string>>>,
): Promise<number> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`with texts as (select ${JSON.stringify(summaries)}::jsonb as summaries), waiting as (
          select h.id, h.user_id, h.kind, h.body
          from notification_outbox h
          where h.status = 'skipped' and h.last_error = 'held-for-summary'
            and h.created_at > ${now.toISOString()}::timestamptz - make_interval(hours => ${HELD_LOOKBACK_HOURS})
            and h.id > coalesce((select max(s.id) from notification_outbox s
                                 where s.user_id = h.user_id and s.kind = h.kind and s.status <> 'skipped'), 0)
        ), due as (
          select w.user_id, w.kind, count(*) as held, max(w.id) as last_id,
                 (array_agg(w.body order by w.id))[1] as only_body
          from waiting w
          group by w.user_id, w.kind
          having not exists (
            select 1 from notification_outbox s
            where s.user_id = w.user_id and s.kind = w.kind and s.status <> 'skipped'
              and s.send_after > ${sendAfter.toISOString()}::timestamptz - make_interval(mins => ${everyMinutes}))
        )
        insert into notification_outbox (user_id, kind, body, dedupe_key, status, send_after, created_at)
        select d.user_id, d.kind,
               case when d.held = 1 then d.only_body
                    else replace(coalesce(t.summaries -> d.kind ->> coalesce(u.language, 'en'),
                                          t.summaries -> d.kind ->> 'en'),
                                 '{{count}}', d.held::text) end,
               'held-for-summary:' || d.last_id, 'pending', ${sendAfter.toISOString()}::timestamptz,
               ${now.toISOString()}::timestamptz
        from due d join users u on u.id = d.user_id cross join texts t
        where u.deleted_at is null and not u.is_demo and u.phone is not null and u.blocked_at is null
        on conflict (dedupe_key) do nothing
        returning id`,
  );
  return rows.length;
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
  'id' | 'kind' | 'jobId' | 'agreementId' | 'text' | 'createdAt' | 'readAt'
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
      agreementId: notifications.agreementId,
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
  /**
   * Where to send it, read as it is claimed (the number may have changed since the SMS was queued); null when
   * there is nobody to send to: the account is gone or blocked, or it is a sample person.
   */
  to: string | null;
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
    to: string | null;
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
        returning o.id, o.user_id, o.body, o.dedupe_key, o.attempts,
          (select u.phone from users u
           where u.id = o.user_id and u.deleted_at is null and not u.is_demo and u.blocked_at is null) as "to"`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    userId: row.user_id,
    body: row.body,
    dedupeKey: row.dedupe_key,
    attempts: Number(row.attempts),
    to: row.to,
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
      agreementId: notifications.agreementId,
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
