// For the privacy module, inside its own transactions: what Download my data shows of a person's notifications
// (what the inbox and the SMS told them about and when, and the Job SMS setting; not the texts, which name the
// Employers involved, whom the export shows by id only), and, on account deletion, erasing them with the
// rest of their personal data (an SMS still waiting would otherwise keep their words, and the sender skips a
// deleted account anyway).
import type { Executor } from '../../db/client.js';
import { deleteNotificationsOf, inboxOf, jobSmsOn, smsOf } from './notifications.repository.js';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export async function notificationsForExport(tx: Executor, userId: string) {
  // One after the other: a transaction is one connection, which runs one statement at a time.
  const inbox = await inboxOf(tx, userId);
  const sms = await smsOf(tx, userId);
  const jobSms = await jobSmsOn(tx, userId);
  return {
    jobSms,
    inbox: inbox.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString(), readAt: iso(entry.readAt) })),
    sms: sms.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString(), sentAt: iso(entry.sentAt) })),
  };
}

export async function eraseNotificationsOf(tx: Executor, userId: string): Promise<void> {
  await deleteNotificationsOf(tx, userId);
}
