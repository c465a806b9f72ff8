// notify(): how every other module tells a person something. Called inside the caller's own transaction, so
// the entry (and its SMS) exists exactly when the event does; the dedupe key makes a retried event a no-op,
// so nobody is told twice. The texts are written once, in the person's language; the SMS waits in the outbox
// for the sender (outbox-sender.ts), subject to the policy (notification-policy.ts).
import {
  formatServerMessage,
  languages,
  type Language,
  type NotificationKind,
  type ServerMessageKey,
} from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import { findUserById } from '../auth/account-directory.js';
import { decideSms, indiaDayStart, isJobKind, jobKinds } from './notification-policy.js';
import type { NotifyDeps } from './notifications-context.js';
import * as repository from './notifications.repository.js';

/** A message name with both texts in serverMessages: `${name}Inbox` for the app, `${name}Sms` for the SMS. */
export type NotificationMessage = {
  [Key in ServerMessageKey]: Key extends `${infer Name}Inbox`
    ? `${Name}Sms` extends ServerMessageKey
      ? Name
      : never
    : never;
}[ServerMessageKey];

/** A value for a placeholder: the same in every language, or one per language (a trade's name, "day"). */
export type MessageValue = string | number | Readonly<Record<Language, string>>;

export interface NotificationEvent {
  userId: string;
  kind: NotificationKind;
  /** Unique for what happened, e.g. `unlock:<employerId>:<workerId>`; the same event always has the same key. */
  dedupeKey: string;
  jobId?: string;
  message: { key: NotificationMessage; values: Record<string, MessageValue> };
  /** Whether the event is worth an SMS as well (the policy may still skip or delay it). */
  sms: boolean;
  /** Where {{link}} points, under PUBLIC_URL (default /app). */
  path?: string;
}

export type NotifyOutcome = 'told' | 'already-told' | 'nobody';

function valuesIn(language: Language, values: Record<string, MessageValue>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? value[language] : value]),
  );
}

function languageOf(value: string | null): Language {
  return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

/** Rupees from paise as people read them: Indian grouping, Latin digits, paise only when there are some. */
export function rupees(paise: number): string {
  return (paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 });
}

export async function notify(tx: Executor, deps: NotifyDeps, event: NotificationEvent): Promise<NotifyOutcome> {
  const person = await findUserById(tx, event.userId);
  // Deleted accounts and the generated sample people have nobody behind them to tell.
  if (!person || person.deletedAt || person.isDemo) return 'nobody';
  const language = languageOf(person.language);
  const now = deps.clock.now();
  const values = {
    link: `${deps.publicUrl}${event.path ?? '/app'}`,
    ...valuesIn(language, event.message.values),
  };
  const inserted = await repository.insertInboxEntry(tx, {
    userId: person.id,
    kind: event.kind,
    jobId: event.jobId ?? null,
    text: formatServerMessage(`${event.message.key}Inbox`, language, values),
    dedupeKey: event.dedupeKey,
    createdAt: now,
  });
  if (!inserted) return 'already-told';
  if (!event.sms || !person.phone || person.blockedAt) return 'told';

  let jobSmsOn = true;
  let jobSmsToday = 0;
  if (isJobKind(event.kind)) {
    await repository.lockPersonSms(tx, person.id);
    const dayStart = indiaDayStart(now);
    const dayEnd = new Date(dayStart.getTime() + 24 * 60 * 60_000);
    jobSmsOn = await repository.jobSmsOn(tx, person.id);
    jobSmsToday = await repository.countSmsBetween(tx, person.id, jobKinds, dayStart, dayEnd);
  }
  const decision = decideSms({ kind: event.kind, now, jobSmsOn, jobSmsToday });
  await repository.insertOutboxSms(tx, {
    userId: person.id,
    kind: event.kind,
    body: formatServerMessage(`${event.message.key}Sms`, language, values),
    dedupeKey: event.dedupeKey,
    createdAt: now,
    sendAfter: decision.send ? decision.sendAfter : now,
    ...(decision.send ? {} : { skippedBecause: decision.reason }),
  });
  return 'told';
}
