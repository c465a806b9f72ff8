// Notifications: inbox entries in the person's language, the SMS policy (daily cap on job SMS, opting out, quiet
// hours in India time, one SMS of a kind an hour with a summary after), the durable outbox (a sender killed after
// claiming, two senders racing, failures), and the events other modules raise (unlock with the Employer's name and
// place, Hire Now request, payout paid or failed, report decided), each told once however often retried.
import { randomUUID } from 'node:crypto';
import { formatServerMessage, serverMessages, trades } from '@kaamsetu/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxFile, signUp } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { outboxMessages } from '../../../test/support/sms-outbox.js';
import { signInStaff } from '../../../test/support/staff-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { OutboxSmsSender } from '../../adapters/sms/outbox-sms-sender.js';
import type { SmsMessage, SmsSender } from '../../adapters/sms/sms-sender.js';
import { queryRows } from '../../db/client.js';
import { indiaDayStart, MAX_SMS_ATTEMPTS, smsSendAfter } from './notification-policy.js';
import type { NotificationsContext } from './notifications-context.js';
import { notify, notifyAll, rupees, type NotificationEvent } from './notify.js';
import { claimDueSms, deliver, sendDueSms, SMS_LEASE_MS, smsReference } from './outbox-sender.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const INDIA_OFFSET_MS = 5.5 * HOUR_MS;

describe('notification policy', () => {
  it('starts the India day at midnight IST (18:30 UTC the day before)', () => {
    expect(indiaDayStart(new Date('2031-03-10T04:30:00Z')).toISOString()).toBe('2031-03-09T18:30:00.000Z');
    // 00:10 on 11 March in India is still 10 March in UTC: already the new India day.
    expect(indiaDayStart(new Date('2031-03-10T18:40:00Z')).toISOString()).toBe('2031-03-10T18:30:00.000Z');
  });

  it('holds an SMS from 21:00 to 08:00 India time, and lets it go at once otherwise', () => {
    const ist = (text: string) => new Date(`${text}+05:30`);
    expect(smsSendAfter(ist('2031-03-10T08:00:00'))).toEqual(ist('2031-03-10T08:00:00'));
    expect(smsSendAfter(ist('2031-03-10T20:59:59'))).toEqual(ist('2031-03-10T20:59:59'));
    expect(smsSendAfter(ist('2031-03-10T21:00:00'))).toEqual(ist('2031-03-11T08:00:00'));
    expect(smsSendAfter(ist('2031-03-10T23:59:00'))).toEqual(ist('2031-03-11T08:00:00'));
    expect(smsSendAfter(ist('2031-03-11T00:10:00'))).toEqual(ist('2031-03-11T08:00:00'));
    expect(smsSendAfter(ist('2031-03-11T07:59:59'))).toEqual(ist('2031-03-11T08:00:00'));
  });
});

describe.each(databaseKinds)('notifications on %s', (kind) => {
  // The sender loop is off: each test runs senders itself. One unlock pays the worker ₹50, enough for a payout.
  const t = useTestApp(kind, {
    NOTIFICATION_SEND_SECONDS: '0',
    CONTACT_UNLOCK_PRICE_RUPEES: '60',
    WORKER_SHARE_RUPEES: '50',
  });

  const deps = () => ({ clock: t.clock, publicUrl: t.config.publicUrl });
  const senderContext = (sms?: SmsSender): NotificationsContext => ({
    db: t.db.database.db,
    clock: t.clock,
    sms: sms ?? new OutboxSmsSender(outboxFile(t.config), t.clock),
    log: t.app.log,
    publicUrl: t.config.publicUrl,
  });
  /** Records every message handed to the adapter (before the outbox adapter's own check of references). */
  const recordingSender = () => {
    const adapter = new OutboxSmsSender(outboxFile(t.config), t.clock);
    const calls: SmsMessage[] = [];
    return {
      calls,
      sms: {
        send: async (message: SmsMessage) => {
          calls.push(message);
          await adapter.send(message);
        },
      },
    };
  };

  /** Moves the clock forward to a new India day (at least two days on) and returns its midnight. */
  const nextIndiaDay = (): number => {
    const start = indiaDayStart(t.clock.now()).getTime() + 2 * DAY_MS;
    t.clock.advance(start - t.clock.now().getTime());
    return start;
  };
  /** Moves the clock (forward only) to this hour and minute India time of the day starting at `dayStart`. */
  const at = (dayStart: number, hours: number, minutes = 0): void => {
    const target = dayStart + hours * HOUR_MS + minutes * MINUTE_MS;
    expect(target).toBeGreaterThanOrEqual(t.clock.now().getTime());
    t.clock.advance(target - t.clock.now().getTime());
  };

  const request = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const newWorker = async (language?: 'en' | 'hi' | 'mr' | 'ta') => {
    const person = await completeProfile(t.app, t.config, {
      name: `Ravi ${randomUUID().slice(0, 4)}`,
      userType: 'Labourer',
    });
    if (language) expect((await request(person.token, 'PUT', '/api/me/language', { language })).statusCode).toBe(200);
    return person;
  };
  const newEmployer = async () => {
    const person = await signUp(t.app, t.config, {
      name: `Asha Builders ${randomUUID().slice(0, 4)}`,
      userType: 'Employer',
    });
    return { ...person, api: asPerson(t.app, person.token) };
  };

  const tell = (
    event: Omit<NotificationEvent, 'message' | 'sms'> & Partial<Pick<NotificationEvent, 'message' | 'sms'>>,
  ) =>
    t.db.database.db.transaction((tx) =>
      notify(tx, deps(), {
        message: { key: 'contactUnlockedNoPlace', values: { employer: 'Asha Builders', share: '10' } },
        sms: true,
        ...event,
      }),
    );
  const mason = trades.find((trade) => trade.key === 'mason')!;
  const jobValues = {
    trade: mason,
    place: 'Jaipur',
    wage: '700',
    per: serverMessages.wagePerDay,
    date: '12 Mar',
  };
  const tellJob = (userId: string) =>
    tell({
      userId,
      kind: 'job_nearby',
      dedupeKey: `job-nearby:${randomUUID()}:${userId}`,
      message: { key: 'jobNearby', values: jobValues },
      path: '/app/jobs',
    });

  const inbox = async (token: string, cursor?: string) => {
    const response = await request(token, 'GET', `/api/me/notifications${cursor ? `?cursor=${cursor}` : ''}`);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      items: { id: string; kind: string; text: string; readAt: string | null }[];
      nextCursor: string | null;
      unread: number;
    };
  };
  const outboxRows = (userId: string) =>
    queryRows<{
      id: string | number;
      kind: string;
      body: string;
      status: string;
      send_after: Date | string;
      attempts: number;
      last_error: string | null;
    }>(
      t.db.database.db,
      sql`select id, kind, body, status, send_after, attempts, last_error from notification_outbox
          where user_id = ${userId} order by id`,
    );
  const smsTo = (phone: string) => outboxMessages(outboxFile(t.config)).filter((message) => message.to === phone);
  /** The notification SMS the adapter wrote for this number (sign-in codes carry no reference). */
  const notificationSms = (phone: string) =>
    smsTo(phone).filter((message) => (message as { reference?: string }).reference !== undefined);

  it('writes the inbox entry and the SMS in the person’s language, newest first, pages them and marks them read', async () => {
    const day = nextIndiaDay();
    at(day, 10);
    const hindi = await newWorker('hi');
    const unset = await newWorker();
    expect(await tellJob(hindi.userId)).toBe('told');
    expect(await tellJob(unset.userId)).toBe('told');

    const values = { ...jobValues, link: `${t.config.publicUrl}/app/jobs` };
    const hindiValues = { ...values, trade: mason.hi, per: serverMessages.wagePerDay.hi };
    const [entry] = (await inbox(hindi.token)).items;
    expect(entry).toMatchObject({ kind: 'job_nearby', text: formatServerMessage('jobNearbyInbox', 'hi', hindiValues) });
    expect(entry!.text).toContain('राजमिस्त्री');
    expect((await outboxRows(hindi.userId))[0]!.body).toBe(formatServerMessage('jobNearbySms', 'hi', hindiValues));
    // No language recorded: English.
    expect((await inbox(unset.token)).items[0]!.text).toBe(
      formatServerMessage('jobNearbyInbox', 'en', { ...values, trade: 'Mason', per: 'day' }),
    );

    // 25 entries: a page of 20, then 5; the unread count covers them all.
    for (let i = 0; i < 24; i += 1) {
      await tell({
        userId: hindi.userId,
        kind: 'contact_unlocked',
        dedupeKey: `unlock:${randomUUID()}:${hindi.userId}`,
        sms: false,
      });
    }
    const first = await inbox(hindi.token);
    expect(first.items).toHaveLength(20);
    expect(first.unread).toBe(25);
    const ids = first.items.map((item) => Number(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await inbox(hindi.token, first.nextCursor!);
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(second.items.at(-1)!.kind).toBe('job_nearby');

    // Read up to the 10th newest: it and everything older are read, the 9 newer are not.
    const upToId = first.items[9]!.id;
    const read = await request(hindi.token, 'POST', '/api/me/notifications/read', { upToId });
    expect(read.json()).toEqual({ success: true, unread: 9 });
    const after = await inbox(hindi.token);
    expect(after.items.filter((item) => item.readAt === null)).toHaveLength(9);
    expect(after.items[9]!.readAt).not.toBeNull();
    // Someone else's ids change nothing of theirs, nor of the caller's.
    const other = await request(unset.token, 'POST', '/api/me/notifications/read', { upToId: first.items[0]!.id });
    expect(other.json()).toEqual({ success: true, unread: 0 });
    expect((await inbox(hindi.token)).unread).toBe(9);

    expect((await request(hindi.token, 'POST', '/api/me/notifications/read', { upToId: 'abc' })).statusCode).toBe(400);
    expect((await request(hindi.token, 'GET', '/api/me/notifications?cursor=not-a-cursor')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/notifications' })).statusCode).toBe(401);
  });

  it('queues at most 3 job SMS a person a day (India time); the 4th still reaches the inbox; a new India day resets', async () => {
    const day = nextIndiaDay();
    at(day, 10);
    const worker = await newWorker();
    for (let i = 0; i < 4; i += 1) await tellJob(worker.userId);
    expect((await inbox(worker.token)).items).toHaveLength(4);
    expect((await outboxRows(worker.userId)).map((row) => [row.status, row.last_error])).toEqual([
      ['pending', null],
      ['pending', null],
      ['pending', null],
      ['skipped', 'daily-cap'],
    ]);
    // Other kinds are not capped.
    await tell({
      userId: worker.userId,
      kind: 'contact_unlocked',
      dedupeKey: `unlock:${randomUUID()}:${worker.userId}`,
    });
    expect(await sendDueSms(senderContext())).toBeGreaterThanOrEqual(4);
    expect(notificationSms(worker.phone)).toHaveLength(4);

    // 00:10 the next day in India (still the same day in UTC): a new day, a new allowance, sent after 08:00.
    at(day + DAY_MS, 0, 10);
    await tellJob(worker.userId);
    const queued = (await outboxRows(worker.userId)).at(-1)!;
    expect(queued.status).toBe('pending');
    expect(new Date(queued.send_after).getTime()).toBe(day + DAY_MS + 8 * HOUR_MS);
  });

  it('holds an SMS raised at 22:30 India time until 08:00 the next morning; the inbox entry comes at once', async () => {
    const day = nextIndiaDay();
    at(day, 10);
    const worker = await newWorker('ta');
    at(day, 22, 30);
    await tell({
      userId: worker.userId,
      kind: 'hire_request',
      dedupeKey: `hire-request:${randomUUID()}`,
      message: { key: 'hireRequest', values: { employer: 'Asha Builders' } },
    });
    expect((await inbox(worker.token)).items[0]!.text).toBe(
      formatServerMessage('hireRequestInbox', 'ta', { employer: 'Asha Builders' }),
    );
    const [row] = await outboxRows(worker.userId);
    const morning = day + DAY_MS + 8 * HOUR_MS;
    expect(new Date(row!.send_after).getTime()).toBe(morning);
    expect(new Date(morning + INDIA_OFFSET_MS).toISOString().slice(11, 16)).toBe('08:00');

    const sender = senderContext();
    await sendDueSms(sender);
    at(day + DAY_MS, 7, 59);
    await sendDueSms(sender);
    expect(notificationSms(worker.phone)).toHaveLength(0);
    at(day + DAY_MS, 8, 0);
    await sendDueSms(sender);
    const sent = notificationSms(worker.phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('Asha Builders');
    expect((await outboxRows(worker.userId))[0]!.status).toBe('sent');
  });

  it('sends no job SMS to a person who turned them off (inbox still); other SMS still come; on again works', async () => {
    const day = nextIndiaDay();
    at(day, 10);
    const worker = await newWorker();
    expect((await request(worker.token, 'GET', '/api/me/notification-settings')).json()).toEqual({
      success: true,
      jobSms: true,
    });
    const off = await request(worker.token, 'PUT', '/api/me/notification-settings', { jobSms: false });
    expect(off.json()).toEqual({ success: true, jobSms: false });
    expect((await request(worker.token, 'GET', '/api/me/notification-settings')).json().jobSms).toBe(false);
    expect((await request(worker.token, 'PUT', '/api/me/notification-settings', { jobSms: 'no' })).statusCode).toBe(
      400,
    );

    await tellJob(worker.userId);
    await tell({
      userId: worker.userId,
      kind: 'contact_unlocked',
      dedupeKey: `unlock:${randomUUID()}:${worker.userId}`,
    });
    expect((await inbox(worker.token)).items).toHaveLength(2);
    expect((await outboxRows(worker.userId)).map((row) => [row.kind, row.status, row.last_error])).toEqual([
      ['job_nearby', 'skipped', 'job-sms-off'],
      ['contact_unlocked', 'pending', null],
    ]);

    await request(worker.token, 'PUT', '/api/me/notification-settings', { jobSms: true });
    await tellJob(worker.userId);
    expect((await outboxRows(worker.userId)).at(-1)!.status).toBe('pending');
  });

  it('tells nobody behind a deleted account, and skips a queued SMS whose account went away', async () => {
    const day = nextIndiaDay();
    at(day, 10);
    const worker = await newWorker();
    await tell({
      userId: worker.userId,
      kind: 'contact_unlocked',
      dedupeKey: `unlock:${randomUUID()}:${worker.userId}`,
    });
    await t.db.database.db.execute(
      sql`update users set deleted_at = now(), phone = null, name = '' where id = ${worker.userId}`,
    );
    await sendDueSms(senderContext());
    expect((await outboxRows(worker.userId)).map((row) => row.status)).toEqual(['skipped']);
    expect(notificationSms(worker.phone)).toHaveLength(0);
    expect(await tell({ userId: worker.userId, kind: 'contact_unlocked', dedupeKey: `unlock:${randomUUID()}` })).toBe(
      'nobody',
    );
  });

  it('survives a sender killed after claiming: the lease runs out and another sender sends each SMS once', async () => {
    const day = nextIndiaDay();
    at(day, 10);
    const workers = [await newWorker(), await newWorker(), await newWorker()];
    for (const worker of workers) {
      await tell({
        userId: worker.userId,
        kind: 'contact_unlocked',
        dedupeKey: `unlock:${randomUUID()}:${worker.userId}`,
      });
    }
    // The first sender claims everything due, then dies: nothing sent, nothing marked.
    const claimed = await claimDueSms(senderContext(), 100);
    expect(claimed.filter((row) => workers.some((worker) => worker.userId === row.userId))).toHaveLength(3);
    const second = recordingSender();
    await sendDueSms(senderContext(second.sms));
    for (const worker of workers) expect(notificationSms(worker.phone)).toHaveLength(0);

    at(day, 10, SMS_LEASE_MS / MINUTE_MS + 1);
    await sendDueSms(senderContext(second.sms));
    for (const worker of workers) {
      expect(notificationSms(worker.phone)).toHaveLength(1);
      expect((await outboxRows(worker.userId)).map((row) => [row.status, row.attempts])).toEqual([['sent', 2]]);
    }
  });

  it('sends once when a sender dies after the gateway took the SMS but before marking it sent', async () => {
    const day = nextIndiaDay();
    at(day, 10);
    const worker = await newWorker();
    const dedupeKey = `unlock:${randomUUID()}:${worker.userId}`;
    await tell({ userId: worker.userId, kind: 'contact_unlocked', dedupeKey });
    const [claim] = (await claimDueSms(senderContext(), 100)).filter((row) => row.userId === worker.userId);
    // The gateway accepted it (it is in the SMS outbox); then the process was killed.
    await senderContext().sms.send({ to: worker.phone, body: claim!.body, reference: smsReference(dedupeKey) });
    expect(notificationSms(worker.phone)).toHaveLength(1);

    at(day, 10, SMS_LEASE_MS / MINUTE_MS + 1);
    const retry = recordingSender();
    await sendDueSms(senderContext(retry.sms));
    expect(retry.calls.map((call) => call.reference)).toContain(smsReference(dedupeKey));
    expect(notificationSms(worker.phone)).toHaveLength(1);
    expect((await outboxRows(worker.userId))[0]!.status).toBe('sent');
  });

  it('lets two senders racing at once send each SMS exactly once', async () => {
    const day = nextIndiaDay();
    at(day, 10);
    const worker = await newWorker();
    // Steps of work agreements: a kind no hourly rule holds back, so all 45 are due at once.
    for (let i = 0; i < 45; i += 1) {
      await tell({
        userId: worker.userId,
        kind: 'agreement',
        dedupeKey: `agreement:${randomUUID()}:${worker.userId}`,
        message: { key: 'contactUnlockedNoPlace', values: { employer: `Employer ${i}`, share: '10' } },
      });
    }
    const one = recordingSender();
    const two = recordingSender();
    await Promise.all([sendDueSms(senderContext(one.sms)), sendDueSms(senderContext(two.sms))]);

    const handed = [...one.calls, ...two.calls].filter((call) => call.to === worker.phone);
    expect(handed).toHaveLength(45);
    expect(new Set(handed.map((call) => call.reference)).size).toBe(45);
    expect(notificationSms(worker.phone)).toHaveLength(45);
    const rows = await outboxRows(worker.userId);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('retries a failing SMS with growing waits, then gives up after 5 tries', async () => {
    const day = nextIndiaDay();
    at(day, 10);
    const worker = await newWorker();
    await tell({
      userId: worker.userId,
      kind: 'contact_unlocked',
      dedupeKey: `unlock:${randomUUID()}:${worker.userId}`,
    });
    const failing = senderContext({
      send: async () => {
        throw new Error('SMS gateway answered 503');
      },
    });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_SMS_ATTEMPTS; attempt += 1) {
      const claims = (await claimDueSms(failing, 100)).filter((row) => row.userId === worker.userId);
      expect(claims).toHaveLength(1);
      const outcome = await deliver(failing, claims[0]!);
      const [row] = await outboxRows(worker.userId);
      expect(row!.attempts).toBe(attempt);
      expect(row!.last_error).toBe('SMS gateway answered 503');
      if (attempt < MAX_SMS_ATTEMPTS) {
        expect(outcome).toBe('retry');
        expect(row!.status).toBe('pending');
        const wait = new Date(row!.send_after).getTime() - t.clock.now().getTime();
        waits.push(wait / MINUTE_MS);
        // Not due yet a moment before the wait ends.
        t.clock.advance(wait - 1000);
        expect((await claimDueSms(failing, 100)).filter((claim) => claim.userId === worker.userId)).toHaveLength(0);
        t.clock.advance(1000);
      } else {
        expect(outcome).toBe('failed');
        expect(row!.status).toBe('failed');
      }
    }
    expect(waits).toEqual([1, 2, 4, 8]);
  });

  describe('one SMS of a kind an hour', () => {
    /** An Employer with a profile in Jaipur, ready to unlock (its Credits pay for it). */
    const employerInJaipur = async () => {
      const person = await completeProfile(t.app, t.config, {
        name: `Asha Builders ${randomUUID().slice(0, 4)}`,
        userType: 'Employer',
        location: 'Jaipur, Rajasthan',
      });
      return { ...person, api: asPerson(t.app, person.token) };
    };
    const unlockBy = async (worker: { userId: string }) => {
      const employer = await employerInJaipur();
      expect((await employer.api.unlock(worker.userId)).json().chargedPaise).toBeGreaterThan(0);
      return employer;
    };

    it('tells the worker of each unlock in the inbox, sends one SMS an hour, and the next one sums up the rest', async () => {
      const day = nextIndiaDay();
      at(day, 10);
      const worker = await newWorker('hi');
      const first = await unlockBy(worker);
      at(day, 10, 20);
      await unlockBy(worker);
      const entries = (await inbox(worker.token)).items;
      expect(entries.map((entry) => entry.kind)).toEqual(['contact_unlocked', 'contact_unlocked']);
      const firstName = (await first.api.get('/api/users/protected')).json().user.name as string;
      expect(entries[1]!.text).toBe(
        formatServerMessage('contactUnlockedInbox', 'hi', { employer: firstName, place: 'Jaipur', share: '50' }),
      );
      await sendDueSms(senderContext());
      expect(notificationSms(worker.phone).map((sms) => sms.body)).toEqual([
        formatServerMessage('contactUnlockedSms', 'hi', {
          employer: firstName,
          place: 'Jaipur',
          share: '50',
          link: `${t.config.publicUrl}/app`,
        }),
      ]);
      expect((await outboxRows(worker.userId)).map((row) => [row.status, row.last_error])).toEqual([
        ['sent', null],
        ['skipped', 'held-for-summary'],
      ]);

      // 10:50: still within the hour of the first SMS, held back too; the hour counts from the one sent.
      at(day, 10, 50);
      await unlockBy(worker);
      // 11:05: over an hour since the last SMS: this one says how many employers viewed the number since.
      at(day, 11, 5);
      await unlockBy(worker);
      expect((await inbox(worker.token)).unread).toBe(4);
      await sendDueSms(senderContext());
      const sent = notificationSms(worker.phone);
      expect(sent).toHaveLength(2);
      expect(sent[1]!.body).toBe(
        formatServerMessage('contactUnlockedSummarySms', 'hi', { count: 3, link: `${t.config.publicUrl}/app` }),
      );
      expect(sent[1]!.body).toContain('3 नियोक्ताओं ने आपका नंबर देखा है');

      // The summary is itself the last SMS: the next unlock within its hour waits, and a later one stands alone.
      at(day, 11, 30);
      await unlockBy(worker);
      at(day, 12, 40);
      const last = await unlockBy(worker);
      await sendDueSms(senderContext());
      const lastName = (await last.api.get('/api/users/protected')).json().user.name as string;
      expect(notificationSms(worker.phone).map((sms) => sms.body)).toEqual([
        sent[0]!.body,
        sent[1]!.body,
        formatServerMessage('contactUnlockedSummarySms', 'hi', { count: 2, link: `${t.config.publicUrl}/app` }),
      ]);
      expect((await inbox(worker.token)).items[0]!.text).toContain(lastName);
    });

    it('keeps quiet hours: held-back SMS at night are summed up in the first SMS after the morning one', async () => {
      const day = nextIndiaDay();
      at(day, 10);
      const worker = await newWorker('hi');
      at(day, 22, 30);
      await unlockBy(worker);
      at(day, 23, 45);
      await unlockBy(worker);
      const rows = await outboxRows(worker.userId);
      const morning = day + DAY_MS + 8 * HOUR_MS;
      expect(rows.map((row) => [row.status, new Date(row.send_after).getTime()])).toEqual([
        ['pending', morning],
        ['skipped', morning],
      ]);
      await sendDueSms(senderContext());
      expect(notificationSms(worker.phone)).toHaveLength(0);
      at(day + DAY_MS, 8, 0);
      await sendDueSms(senderContext());
      expect(notificationSms(worker.phone)).toHaveLength(1);
      at(day + DAY_MS, 9, 10);
      await unlockBy(worker);
      await sendDueSms(senderContext());
      expect(notificationSms(worker.phone).at(-1)!.body).toBe(
        formatServerMessage('contactUnlockedSummarySms', 'hi', { count: 2, link: `${t.config.publicUrl}/app` }),
      );
    });

    it('sends held-back SMS on their own once the hour is over and nothing else came: alone as they were, several summed up', async () => {
      const day = nextIndiaDay();
      at(day, 10);
      const worker = await newWorker('hi');
      await unlockBy(worker);
      at(day, 10, 20);
      await unlockBy(worker);
      at(day, 10, 40);
      await unlockBy(worker);
      at(day, 10, 59);
      await sendDueSms(senderContext());
      expect(notificationSms(worker.phone)).toHaveLength(1);
      // 11:00, an hour after the first SMS: the two held back go as one summary, linking to the inbox.
      at(day, 11, 0);
      await sendDueSms(senderContext());
      await sendDueSms(senderContext());
      expect(
        notificationSms(worker.phone)
          .map((sms) => sms.body)
          .slice(1),
      ).toEqual([
        formatServerMessage('contactUnlockedSummarySms', 'hi', {
          count: 2,
          link: `${t.config.publicUrl}/app/notifications`,
        }),
      ]);

      // One held back alone goes as it was written, an hour after the summary.
      at(day, 11, 30);
      const lone = await unlockBy(worker);
      await sendDueSms(senderContext());
      expect(notificationSms(worker.phone)).toHaveLength(2);
      at(day, 12, 0);
      await sendDueSms(senderContext());
      const loneName = (await lone.api.get('/api/users/protected')).json().user.name as string;
      expect(notificationSms(worker.phone).at(-1)!.body).toBe(
        formatServerMessage('contactUnlockedSms', 'hi', {
          employer: loneName,
          place: 'Jaipur',
          share: '50',
          link: `${t.config.publicUrl}/app`,
        }),
      );

      // Held back in the evening, its hour ends in quiet hours: it waits for 08:00.
      at(day, 20, 0);
      await unlockBy(worker);
      at(day, 20, 30);
      await unlockBy(worker);
      at(day, 21, 45);
      await sendDueSms(senderContext());
      expect(notificationSms(worker.phone)).toHaveLength(4);
      at(day + DAY_MS, 8, 0);
      await sendDueSms(senderContext());
      expect(notificationSms(worker.phone)).toHaveLength(5);
      expect((await inbox(worker.token)).unread).toBe(6);
    });

    it('tells a batch mixing a job notice and an unlock each by its own rules, the town filled in', async () => {
      const day = nextIndiaDay();
      at(day, 10);
      const worker = await newWorker();
      const employer = await employerInJaipur();
      const outcomes = await t.db.database.db.transaction((tx) =>
        notifyAll(tx, deps(), [
          {
            userId: worker.userId,
            kind: 'job_nearby',
            dedupeKey: `job:${randomUUID()}:${worker.userId}`,
            message: { key: 'jobNearby', values: jobValues },
            sms: true,
          },
          {
            userId: worker.userId,
            kind: 'contact_unlocked',
            dedupeKey: `unlock:${employer.userId}:${worker.userId}`,
            message: { key: 'contactUnlocked', values: { employer: 'Asha Builders', share: '50' } },
            placeOf: { userId: employer.userId, withoutPlace: 'contactUnlockedNoPlace' },
            sms: true,
          },
        ]),
      );
      expect(outcomes).toEqual(['told', 'told']);
      const entries = (await inbox(worker.token)).items;
      expect(entries.map((entry) => entry.kind).sort()).toEqual(['contact_unlocked', 'job_nearby']);
      expect(entries.find((entry) => entry.kind === 'contact_unlocked')!.text).toBe(
        formatServerMessage('contactUnlockedInbox', 'en', { employer: 'Asha Builders', place: 'Jaipur', share: '50' }),
      );
    });

    it('counts each kind on its own: a Hire Now request is not held back by an unlock', async () => {
      const day = nextIndiaDay();
      at(day, 10);
      const worker = await newWorker();
      const employer = await unlockBy(worker);
      expect(
        (
          await employer.api.post('/api/mediation-requests', {
            labourerId: worker.userId,
            location: 'Jaipur',
            salary: 700,
          })
        ).statusCode,
      ).toBe(200);
      await sendDueSms(senderContext());
      expect((await outboxRows(worker.userId)).map((row) => [row.kind, row.status])).toEqual([
        ['contact_unlocked', 'sent'],
        ['hire_request', 'sent'],
      ]);
    });
  });

  describe('events from other modules', () => {
    it('tells a worker once about an unlock, however often the unlock is repeated', async () => {
      const day = nextIndiaDay();
      at(day, 10);
      const worker = await newWorker('mr');
      const employer = await newEmployer();
      const key = randomUUID();
      expect((await employer.api.unlock(worker.userId, key)).statusCode).toBe(200);
      expect((await employer.api.unlock(worker.userId, key)).statusCode).toBe(200);
      expect((await employer.api.unlock(worker.userId)).json().chargedPaise).toBe(0);
      // The same event raised again (a retry after a crash) is a no-op.
      expect(
        await tell({
          userId: worker.userId,
          kind: 'contact_unlocked',
          dedupeKey: `unlock:${employer.userId}:${worker.userId}`,
        }),
      ).toBe('already-told');

      const entries = (await inbox(worker.token)).items;
      expect(entries).toHaveLength(1);
      const employerName = (await employer.api.get('/api/users/protected')).json().user.name as string;
      expect(entries[0]).toMatchObject({
        kind: 'contact_unlocked',
        text: formatServerMessage('contactUnlockedNoPlaceInbox', 'mr', {
          employer: employerName,
          share: rupees(5_000),
        }),
      });
      await sendDueSms(senderContext());
      const sms = notificationSms(worker.phone);
      expect(sms).toHaveLength(1);
      expect(sms[0]!.body).toContain('₹50');
    });

    it('tells a worker once about a Hire Now request that names them', async () => {
      const day = nextIndiaDay();
      at(day, 10);
      const worker = await newWorker();
      const employer = await newEmployer();
      const sent = await employer.api.post('/api/mediation-requests', {
        labourerId: worker.userId,
        location: 'Malviya Nagar, Jaipur',
        salary: 700,
        details: 'Two rooms, 3 days',
      });
      expect(sent.statusCode).toBe(200);
      const requestId = sent.json().request.id as string;
      expect(
        await tell({
          userId: worker.userId,
          kind: 'hire_request',
          dedupeKey: `hire-request:${requestId}`,
          message: { key: 'hireRequest', values: { employer: 'Someone' } },
        }),
      ).toBe('already-told');
      const entries = (await inbox(worker.token)).items;
      expect(entries).toHaveLength(1);
      expect(entries[0]!.kind).toBe('hire_request');
      expect(entries[0]!.text).toContain('Asha Builders');
      await sendDueSms(senderContext());
      expect(notificationSms(worker.phone)).toHaveLength(1);
    });

    it('tells a worker once that their payout was paid', async () => {
      const day = nextIndiaDay();
      at(day, 10);
      const worker = await newWorker();
      const employer = await newEmployer();
      expect((await employer.api.unlock(worker.userId)).statusCode).toBe(200);
      const payout = await asPerson(t.app, worker.token).post(
        '/api/wallet/payouts',
        { amountPaise: 5_000, upiId: 'ravi@okaxis' },
        { 'idempotency-key': randomUUID() },
      );
      expect(payout.statusCode).toBe(200);
      const { payoutId } = payout.json();
      const admin = await signInStaff(t.app, t.config, t.db.database, 'Admin');
      expect(
        (await admin.as('POST', `/api/staff/payouts/${payoutId}/approve`, { utr: 'UTR123456789' })).statusCode,
      ).toBe(200);
      expect(
        (await admin.as('POST', `/api/staff/payouts/${payoutId}/approve`, { utr: 'UTR123456789' })).statusCode,
      ).toBe(409);
      expect(await tell({ userId: worker.userId, kind: 'payout_paid', dedupeKey: `payout-paid:${payoutId}` })).toBe(
        'already-told',
      );

      const entries = (await inbox(worker.token)).items.filter((item) => item.kind === 'payout_paid');
      expect(entries).toHaveLength(1);
      expect(entries[0]!.text).toBe(formatServerMessage('payoutPaidInbox', 'en', { amount: '50', upi: 'ravi@okaxis' }));
      await sendDueSms(senderContext());
      expect(notificationSms(worker.phone).filter((sms) => sms.body.includes('ravi@okaxis'))).toHaveLength(1);
    });

    it('tells a Hindi-speaking worker that their payout failed, with the reason, once', async () => {
      const day = nextIndiaDay();
      at(day, 10);
      const worker = await newWorker('hi');
      const employer = await newEmployer();
      expect((await employer.api.unlock(worker.userId)).statusCode).toBe(200);
      const payout = await asPerson(t.app, worker.token).post(
        '/api/wallet/payouts',
        { amountPaise: 5_000, upiId: 'ravi@okaxis' },
        { 'idempotency-key': randomUUID() },
      );
      const { payoutId } = payout.json();
      const admin = await signInStaff(t.app, t.config, t.db.database, 'Admin');
      const reason = 'UPI ID not found';
      expect((await admin.as('POST', `/api/staff/payouts/${payoutId}/reject`, { reason })).statusCode).toBe(200);
      expect((await admin.as('POST', `/api/staff/payouts/${payoutId}/reject`, { reason })).statusCode).toBe(409);

      const values = { amount: '50', upi: 'ravi@okaxis', reason };
      const entries = (await inbox(worker.token)).items.filter((item) => item.kind === 'payout_failed');
      expect(entries.map((entry) => entry.text)).toEqual([formatServerMessage('payoutFailedInbox', 'hi', values)]);
      expect(entries[0]!.text).toContain('पैसे आपकी कमाई में वापस आ गए हैं');
      await sendDueSms(senderContext());
      expect(
        notificationSms(worker.phone)
          .filter((sms) => sms.body.includes(reason))
          .map((sms) => sms.body),
      ).toEqual([formatServerMessage('payoutFailedSms', 'hi', { ...values, link: `${t.config.publicUrl}/app` })]);
    });

    it('tells a Hindi-speaking worker what staff decided on a report about them, never who reported them', async () => {
      const day = nextIndiaDay();
      at(day, 10);
      const worker = await newWorker('hi');
      const reporter = await newEmployer();
      const reporterName = (await reporter.api.get('/api/users/protected')).json().user.name as string;
      const filed = await reporter.api.post('/api/reports', { profileId: worker.userId, reason: 'Fake profile' });
      expect(filed.statusCode).toBe(200);
      const employee = await signInStaff(t.app, t.config, t.db.database, 'Employee');
      const reason = 'Did not come to work after taking an advance';
      const warned = await employee.as('POST', `/api/staff/reports/${filed.json().reportId}/warn`, { reason });
      expect(warned.statusCode).toBe(200);

      const [entry] = (await inbox(worker.token)).items;
      expect(entry).toMatchObject({
        kind: 'report_decided',
        text: formatServerMessage('reportDecidedWarnedInbox', 'hi', { reason }),
      });
      expect(entry!.text).toContain('चेतावनी');
      expect(entry!.text).not.toContain(reporterName);
      await sendDueSms(senderContext());
      const [sms] = notificationSms(worker.phone);
      expect(sms!.body).toBe(
        formatServerMessage('reportDecidedWarnedSms', 'hi', { reason, link: `${t.config.publicUrl}/app/profile` }),
      );
      expect(sms!.body).not.toContain(reporterName);

      // A second report, found unfounded: told in plain words, in the inbox at once; its SMS waits for the hour.
      const second = await reporter.api.post('/api/reports', { profileId: worker.userId, reason: 'Rude on call' });
      await employee.as('POST', `/api/staff/reports/${second.json().reportId}/clear`, { reason: 'No evidence' });
      expect((await inbox(worker.token)).items[0]!.text).toBe(
        formatServerMessage('reportDecidedClearedInbox', 'hi', {}),
      );
      expect((await outboxRows(worker.userId)).at(-1)!.status).toBe('skipped');
    });
  });
});
