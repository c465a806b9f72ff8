// notify(): how every other module tells a person something. Called inside the caller's own transaction, so
// the entry (and its SMS) exists exactly when the event does; the dedupe key makes a retried event a no-op,
// so nobody is told twice. The texts are written once, in the person's language; the SMS waits in the outbox
// for the sender (outbox-sender.ts), subject to the policy (notification-policy.ts).
import {
  formatServerMessage,
  languages,
  SMS_OF_A_KIND_EVERY_MINUTES,
  type Language,
  type NotificationKind,
  type ServerMessageKey,
} from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import { findUsersByIds } from '../auth/account-directory.js';
import { decideSms, indiaDayStart, isJobKind, jobKinds, summarisedKinds } from './notification-policy.js';
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
  agreementId?: string;
  message: { key: NotificationMessage; values: Record<string, MessageValue> };
  /** Whether the event is worth an SMS as well (the policy may still skip or delay it). */
  sms: boolean;
  /** Where {{link}} points, under PUBLIC_URL (default /app). */
  path?: string;
  /**
   * The person whose town fills {{place}} (the Employer who unlocked), read by the statement that writes the
   * notice, so telling costs no extra round trip; when they gave none, the `withoutPlace` texts are written.
   * Job notices (the capped path) have no use for it and ignore it.
   */
  placeOf?: { userId: string; withoutPlace: NotificationMessage };
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
const rupeeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export function rupees(paise: number): string {
  return rupeeFormat.format(paise / 100);
}

export async function notify(tx: Executor, deps: NotifyDeps, event: NotificationEvent): Promise<NotifyOutcome> {
  const [outcome] = await notifyAll(tx, deps, [event]);
  return outcome ?? 'nobody';
}

/**
 * Tells each event's person, in the order given, with a few statements for the whole batch (a new job tells
 * fifty workers inside its posting transaction). The outcomes come back in the same order.
 */
export async function notifyAll(
  tx: Executor,
  deps: NotifyDeps,
  events: readonly NotificationEvent[],
): Promise<NotifyOutcome[]> {
  const jobEvents = events.filter((event) => isJobKind(event.kind));
  if (jobEvents.length === 0) return notifyUncapped(tx, deps, events);
  // A mixed batch: the other kinds still take the one statement, with their hourly rule and {{place}}.
  if (jobEvents.length < events.length) {
    const told = await notifyAll(tx, deps, jobEvents);
    const others = await notifyUncapped(
      tx,
      deps,
      events.filter((event) => !isJobKind(event.kind)),
    );
    return events.map((event) => (isJobKind(event.kind) ? told.shift() : others.shift()) ?? 'nobody');
  }
  const people = new Map(
    (await findUsersByIds(tx, [...new Set(events.map((event) => event.userId))])).map((person) => [person.id, person]),
  );
  const now = deps.clock.now();
  const told = events.flatMap((event) => {
    const person = people.get(event.userId);
    // Deleted accounts and the generated sample people have nobody behind them to tell.
    if (!person || person.deletedAt || person.isDemo) return [];
    const language = languageOf(person.language);
    const values = { link: `${deps.publicUrl}${event.path ?? '/app'}`, ...valuesIn(language, event.message.values) };
    return [{ event, person, language, values }];
  });
  const inserted = await repository.insertInboxEntries(
    tx,
    told.map(({ event, person, language, values }) => ({
      userId: person.id,
      kind: event.kind,
      jobId: event.jobId ?? null,
      agreementId: event.agreementId ?? null,
      text: formatServerMessage(`${event.message.key}Inbox`, language, values),
      dedupeKey: event.dedupeKey,
      createdAt: now,
    })),
  );
  const texted = told.filter(
    ({ event, person }) => inserted.has(event.dedupeKey) && event.sms && person.phone && !person.blockedAt,
  );
  const jobPeople = [...new Set(texted.filter(({ event }) => isJobKind(event.kind)).map(({ person }) => person.id))];
  await repository.lockPeopleSms(tx, jobPeople);
  const dayStart = indiaDayStart(now);
  const jobSms = await repository.jobSmsStates(
    tx,
    jobPeople,
    jobKinds,
    dayStart,
    new Date(dayStart.getTime() + 24 * 60 * 60_000),
  );
  const outbox = texted.map(({ event, person, language, values }) => {
    const state = isJobKind(event.kind) ? (jobSms.get(person.id) ?? { off: false, queued: 0 }) : undefined;
    const decision = decideSms({
      kind: event.kind,
      now,
      jobSmsOn: !state?.off,
      jobSmsToday: state?.queued ?? 0,
    });
    // Two job events for one person in one batch: the second counts the first against the daily cap.
    if (state && decision.send) jobSms.set(person.id, { ...state, queued: state.queued + 1 });
    return {
      userId: person.id,
      kind: event.kind,
      body: formatServerMessage(`${event.message.key}Sms`, language, values),
      dedupeKey: event.dedupeKey,
      createdAt: now,
      sendAfter: decision.send ? decision.sendAfter : now,
      skippedBecause: decision.send ? undefined : decision.reason,
    };
  });
  await repository.insertOutboxSms(tx, outbox);
  return events.map((event) => {
    if (!told.some((entry) => entry.event === event)) return 'nobody';
    return inserted.has(event.dedupeKey) ? 'told' : 'already-told';
  });
}

/** Each uncapped event with its texts in all four languages: the statement that tells keeps the person's. */
function uncappedEvents(deps: NotifyDeps, events: readonly NotificationEvent[], now: Date) {
  const inEveryLanguage = (event: NotificationEvent, key: ServerMessageKey) =>
    Object.fromEntries(
      languages.map((language) => {
        const values = {
          link: `${deps.publicUrl}${event.path ?? '/app'}`,
          ...valuesIn(language, event.message.values),
        };
        return [language, formatServerMessage(key, language, values)];
      }),
    ) as Record<Language, string>;
  return events.map((event) => {
    const decision = decideSms({ kind: event.kind, now, jobSmsOn: true, jobSmsToday: 0 });
    const summary = summarisedKinds[event.kind];
    const withoutPlace = event.placeOf?.withoutPlace;
    return {
      userId: event.userId,
      kind: event.kind,
      jobId: event.jobId ?? null,
      agreementId: event.agreementId ?? null,
      dedupeKey: event.dedupeKey,
      inbox: inEveryLanguage(event, `${event.message.key}Inbox`),
      sms: event.sms ? inEveryLanguage(event, `${event.message.key}Sms`) : null,
      placeOf: event.placeOf?.userId ?? null,
      inboxNoPlace: withoutPlace ? inEveryLanguage(event, `${withoutPlace}Inbox`) : null,
      smsNoPlace: withoutPlace && event.sms ? inEveryLanguage(event, `${withoutPlace}Sms`) : null,
      summary: summary && event.sms ? inEveryLanguage(event, summary) : null,
      sendAfter: decision.send ? decision.sendAfter : now,
      skippedBecause: decision.send ? null : decision.reason,
    };
  });
}

/**
 * Events with no daily cap (everything but job notices) in one statement (the database function notify_uncapped):
 * each text is written in all four languages here and the database keeps the person's. Same outcomes as the capped
 * path: nobody for deleted accounts and sample people, an SMS only with a new inbox entry and a number that is not
 * blocked, quiet hours pushing it to the morning. The function also fills in {{place}} and holds back an SMS of a
 * kind sent less than an hour before, summing the held ones up in the next (`summarisedKinds`).
 */
async function notifyUncapped(
  db: Executor,
  deps: NotifyDeps,
  events: readonly NotificationEvent[],
): Promise<NotifyOutcome[]> {
  if (events.length === 0) return [];
  const now = deps.clock.now();
  const reached = await repository.tellInOneStatement(
    db,
    uncappedEvents(deps, events, now),
    now,
    SMS_OF_A_KIND_EVERY_MINUTES,
  );
  return reached.map(({ person, inserted }) => (!person ? 'nobody' : inserted ? 'told' : 'already-told'));
}

/**
 * notify() as a SQL expression, for a statement that tells as part of its own work and so needs no transaction
 * of its own: an unlock (decision 008: one statement) tells its worker in that statement, only when it charged
 * (decision 036). Its value is the outcomes as JSON. Not for job notices: their daily cap is counted under a
 * per-person lock, which takes statements of its own.
 */
export function notifyExpression(deps: NotifyDeps, event: NotificationEvent) {
  if (isJobKind(event.kind)) throw new Error(`notifyExpression cannot tell ${event.kind}: it has a daily cap`);
  const now = deps.clock.now();
  return repository.tellExpression(uncappedEvents(deps, [event], now), now, SMS_OF_A_KIND_EVERY_MINUTES);
}
