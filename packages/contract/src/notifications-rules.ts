// Notification kinds and the SMS limits, without zod: a page that only shows the inbox does not load zod with
// them (issue 19). notifications.ts builds its schemas on these.

/** What an entry is about. New kinds are added here (and their texts in serverMessages). */
export const notificationKinds = ['job-nearby', 'unlock', 'hire-request', 'payout-paid', 'agreement'] as const;

/** Job SMS a person gets at most in one day (India time); more jobs still reach the inbox. */
export const JOB_SMS_PER_DAY = 3;
/** Quiet hours, India time: an SMS due between these waits for the morning; the inbox entry does not. */
export const QUIET_HOURS = { from: 21, until: 8 } as const;
export const NOTIFICATIONS_PAGE_SIZE = 20;
