// Notification kinds and the SMS limits, without zod: a page that only shows the inbox does not load zod with
// them (issue 19). notifications.ts builds its schemas on these.

/**
 * What an entry is about, named as issue 21 names them (docs/decisions/022). New kinds are added here (and their
 * texts in serverMessages); a rename needs a migration that rewrites the stored rows (0023 did the last).
 */
export const notificationKinds = [
  'job_nearby',
  'contact_unlocked',
  'hire_request',
  'payout_paid',
  'payout_failed',
  'report_decided',
  'agreement',
] as const;

/** At most one SMS of each of these kinds per person per hour; the next one after the hour sums up the rest. */
export const SMS_OF_A_KIND_EVERY_MINUTES = 60;

/** Job SMS a person gets at most in one day (India time); more jobs still reach the inbox. */
export const JOB_SMS_PER_DAY = 3;
/** Quiet hours, India time: an SMS due between these waits for the morning; the inbox entry does not. */
export const QUIET_HOURS = { from: 21, until: 8 } as const;
export const NOTIFICATIONS_PAGE_SIZE = 20;
