// When a notification may go out by SMS, in one place: the daily cap on job SMS, the person's choice, quiet hours,
// all in India time (Asia/Kolkata: UTC+05:30 all year, no daylight saving), and one SMS of a kind an hour (applied
// by the statement that writes the notice: notifications.repository.ts). The inbox entry is never held back by any
// of these; only the SMS is.
import { JOB_SMS_PER_DAY, QUIET_HOURS, type NotificationKind, type ServerMessageKey } from '@kaamsetu/contract';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const INDIA_OFFSET_MS = 5 * HOUR_MS + 30 * MINUTE_MS;

/** Kinds that share the daily cap and can be turned off; every other kind always comes (in waking hours). */
export const jobKinds: readonly NotificationKind[] = ['job_nearby'];

export function isJobKind(kind: NotificationKind): boolean {
  return jobKinds.includes(kind);
}

type SummaryMessage = Extract<ServerMessageKey, `${string}SummarySms`>;

/**
 * Kinds sent at most once an hour per person, with the SMS that sums up the ones held back (decision 022). Job
 * notices have their daily cap instead; a work agreement's steps each carry a deadline, so none is held back.
 */
export const summarisedKinds: Partial<Record<NotificationKind, SummaryMessage>> = {
  contact_unlocked: 'contactUnlockedSummarySms',
  hire_request: 'hireRequestSummarySms',
  payout_paid: 'payoutPaidSummarySms',
  payout_failed: 'payoutFailedSummarySms',
  report_decided: 'reportDecidedSummarySms',
};

/** Midnight India time starting the day `now` falls in. */
export function indiaDayStart(now: Date): Date {
  const local = now.getTime() + INDIA_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - INDIA_OFFSET_MS);
}

/** `now` when it is outside quiet hours (21:00–08:00 India time), else the next 08:00 India time. */
export function smsSendAfter(now: Date): Date {
  const dayStart = indiaDayStart(now).getTime();
  const hour = (now.getTime() - dayStart) / HOUR_MS;
  if (hour >= QUIET_HOURS.until && hour < QUIET_HOURS.from) return now;
  const morning = dayStart + QUIET_HOURS.until * HOUR_MS;
  return new Date(hour < QUIET_HOURS.until ? morning : morning + DAY_MS);
}

export type SmsDecision = { send: true; sendAfter: Date } | { send: false; reason: 'job-sms-off' | 'daily-cap' };

/**
 * Whether this event's SMS is queued, and from when. `jobSmsToday` counts the job SMS already queued for the
 * person on this India day (not the skipped ones); it is read under a per-person lock, so two events at
 * once cannot both take the last place.
 */
export function decideSms(input: {
  kind: NotificationKind;
  now: Date;
  jobSmsOn: boolean;
  jobSmsToday: number;
}): SmsDecision {
  if (isJobKind(input.kind)) {
    if (!input.jobSmsOn) return { send: false, reason: 'job-sms-off' };
    if (input.jobSmsToday >= JOB_SMS_PER_DAY) return { send: false, reason: 'daily-cap' };
  }
  return { send: true, sendAfter: smsSendAfter(input.now) };
}

/** Tries before an SMS is given up as failed. */
export const MAX_SMS_ATTEMPTS = 5;

/** When a failed try is tried again: 1, 2, 4, 8 minutes after it, and never in quiet hours. */
export function retryAfter(now: Date, attempts: number): Date {
  return smsSendAfter(new Date(now.getTime() + 2 ** Math.max(0, attempts - 1) * MINUTE_MS));
}
