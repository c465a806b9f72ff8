// Dead numbers, money back: the claim rules, the worker's confirmation, refunds at the deadline and by staff
// (reversal, or absorbed when the share was paid out), the race between the two, and the dev clock.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxFile, signUp } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson, expectLedgerBalanced } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { latestCode, outboxMessages } from '../../../test/support/sms-outbox.js';
import { signInStaff, type SignedInStaff } from '../../../test/support/staff-flows.js';
import { startTestApp, useTestApp } from '../../../test/support/test-app.js';
import { testConfig } from '../../../test/support/test-config.js';
import { queryRows } from '../../db/client.js';
import { indianMonthStart } from './claims.service.js';

const HOUR_MS = 60 * 60_000;

describe('indianMonthStart', () => {
  it('starts the month at midnight India time (18:30 UTC the day before)', () => {
    expect(indianMonthStart(new Date('2026-03-15T10:00:00Z')).toISOString()).toBe('2026-02-28T18:30:00.000Z');
    // 1 March 00:10 in India is still 28 February in UTC: already March's month.
    expect(indianMonthStart(new Date('2026-02-28T18:40:00Z')).toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(indianMonthStart(new Date('2026-02-28T18:20:00Z')).toISOString()).toBe('2026-01-31T18:30:00.000Z');
  });
});

describe.each(databaseKinds)('dead-number claims on %s', (kind) => {
  const t = useTestApp(kind);
  let staff: SignedInStaff;
  let workerCount = 0;

  beforeAll(async () => {
    staff = await signInStaff(t.app, t.config, t.db.database, 'Employee');
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.db.database);
  });

  /** Moves the clock and returns a function that moves it back, so each test starts at the same time. */
  const moveClock = (hours: number) => {
    t.clock.advance(hours * HOUR_MS);
    return () => t.clock.advance(-hours * HOUR_MS);
  };
  const newWorker = async () => {
    workerCount += 1;
    // A made-up word no other profile has, so a search for it finds this worker only.
    const word = `zqx${workerCount}${randomUUID().slice(0, 6).replace(/\d/g, 'k')}`;
    const worker = await completeProfile(t.app, t.config, { name: `Ravi ${word}`, userType: 'Labourer' });
    return { ...worker, word, api: asPerson(t.app, worker.token) };
  };
  const newEmployer = async () => {
    const employer = await signUp(t.app, t.config, { name: 'Asha Builders', userType: 'Employer' });
    return { ...employer, api: asPerson(t.app, employer.token) };
  };
  const claim = (employer: { api: ReturnType<typeof asPerson> }, workerId: string) =>
    employer.api.post(`/api/contacts/${workerId}/unreachable`);
  const claimState = async (employer: { api: ReturnType<typeof asPerson> }, workerId: string) =>
    (await employer.api.get(`/api/contacts/${workerId}/unreachable`)).json();
  const inSearch = async (person: { api: ReturnType<typeof asPerson> }, word: string) => {
    const response = await person.api.get(`/api/search/profiles?q=${word}`);
    expect(response.statusCode).toBe(200);
    return (response.json().profiles as { name: string }[]).some((profile) => profile.name.includes(word));
  };
  const confirmByOtp = async (worker: { phone: string; api: ReturnType<typeof asPerson> }) => {
    expect((await worker.api.post('/api/contacts/unreachable/confirm-number/otp')).statusCode).toBe(200);
    return worker.api.post('/api/contacts/unreachable/confirm-number/verify', {
      otp: latestCode(outboxFile(t.config), worker.phone),
    });
  };
  const ledgerKinds = async (transactionIds: string[]) =>
    queryRows<{ kind: string; owner_id: string | null; account: string; amount_paise: string | number }>(
      t.db.database.db,
      sql`select t.kind, a.owner_id, a.kind as account, e.amount_paise from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id join ledger_accounts a on a.id = e.account_id
          where t.id in (${sql.join(
            transactionIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) order by t.kind, e.amount_paise`,
    );
  const refundTransactions = async (claimId: string) => {
    const [row] = await queryRows<{ refund: string | null; absorbed: string | null }>(
      t.db.database.db,
      sql`select refund_transaction_id as refund, absorbed_transaction_id as absorbed from number_claims
          where id = ${claimId}`,
    );
    return [row?.refund, row?.absorbed].filter((id): id is string => Boolean(id));
  };

  it('refuses a claim without an unlock, from a worker, after 72 hours, and a second claim', async () => {
    const employer = await newEmployer();
    const worker = await newWorker();

    const notUnlocked = await claim(employer, worker.userId);
    expect(notUnlocked.statusCode).toBe(403);
    expect(notUnlocked.json().message).toBe('You can report a number only after you have paid to view it.');
    expect((await claim(employer, randomUUID())).statusCode).toBe(403);
    expect((await claim(worker, worker.userId)).json()).toMatchObject({
      message: 'Only employers can report a number that does not work.',
      error: { code: 'FORBIDDEN' },
    });
    expect((await employer.api.post('/api/contacts/not-a-uuid/unreachable')).statusCode).toBe(400);

    expect((await employer.api.unlock(worker.userId)).statusCode).toBe(200);
    const back = moveClock(72.1);
    const late = await claim(employer, worker.userId);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('A number can be reported only within 72 hours of viewing it.');
    expect((await claimState(employer, worker.userId)).claimableUntil).toBeNull();
    back();

    expect((await claimState(employer, worker.userId)).claimableUntil).not.toBeNull();
    const opened = await claim(employer, worker.userId);
    expect(opened.statusCode).toBe(201);
    const now = t.clock.now().getTime();
    expect(opened.json().claim).toMatchObject({ status: 'open', refundedPaise: 0, decidedAt: null });
    expect(new Date(opened.json().claim.confirmBy).getTime()).toBe(now + 48 * HOUR_MS);
    const twice = await claim(employer, worker.userId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already reported this number.');
    expect(await claimState(employer, worker.userId)).toMatchObject({
      claim: { status: 'open' },
      claimableUntil: null,
    });
  });

  it('caps claims at 5 per Employer a month (429), counting each Employer apart', async () => {
    const employer = await newEmployer();
    const workers = [];
    for (let i = 0; i < 6; i += 1) workers.push(await newWorker());
    for (const worker of workers) expect((await employer.api.unlock(worker.userId)).statusCode).toBe(200);
    for (const worker of workers.slice(0, 5)) expect((await claim(employer, worker.userId)).statusCode).toBe(201);
    const sixth = await claim(employer, workers[5]!.userId);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('You can report at most 5 numbers a month. Please contact KaamSetu support.');

    const other = await newEmployer();
    expect((await other.api.unlock(workers[5]!.userId)).statusCode).toBe(200);
    expect((await claim(other, workers[5]!.userId)).statusCode).toBe(201);
  });

  it('asks the worker by SMS in their language and in the app; their code closes the claim with no refund', async () => {
    const employer = await newEmployer();
    const worker = await newWorker();
    expect((await worker.api.post('/api/contacts/unreachable/confirm-number/otp')).statusCode).toBe(409);
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: { authorization: `Bearer ${worker.token}` },
      payload: { language: 'hi' },
    });
    await employer.api.unlock(worker.userId);
    expect(await inSearch(employer, worker.word)).toBe(true);

    expect((await claim(employer, worker.userId)).statusCode).toBe(201);
    expect(await inSearch(employer, worker.word)).toBe(false);
    const sms = outboxMessages(outboxFile(t.config))
      .filter((message) => message.to === worker.phone)
      .at(-1);
    expect(sms?.body).toContain('एक नियोक्ता इस नंबर पर आपसे बात नहीं कर पाया। 48 घंटे में');
    const prompt = (await worker.api.get('/api/contacts/unreachable/mine')).json();
    expect(prompt).toMatchObject({ numberInDoubt: true, claims: [{ employerName: 'Asha Builders' }] });

    const wrong = await worker.api.post('/api/contacts/unreachable/confirm-number/verify', { otp: '000000' });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await confirmByOtp(worker);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Thank you. Your number is confirmed and your profile is in search.');
    expect((await worker.api.get('/api/contacts/unreachable/mine')).json()).toMatchObject({
      numberInDoubt: false,
      claims: [],
    });
    expect(await inSearch(employer, worker.word)).toBe(true);

    const back = moveClock(49);
    expect((await claimState(employer, worker.userId)).claim).toMatchObject({ status: 'confirmed', refundedPaise: 0 });
    expect((await employer.api.wallet()).creditsPaise).toBe(48_500);
    expect((await worker.api.wallet()).earningsPaise).toBe(1000);
    back();
  });

  it("refunds at the deadline: ₹15 back in Credits, the worker's ₹10 reversed, out of search until confirmed", async () => {
    const employer = await newEmployer();
    const worker = await newWorker();
    await employer.api.unlock(worker.userId);
    const opened = (await claim(employer, worker.userId)).json().claim;

    const back = moveClock(47.9);
    expect((await claimState(employer, worker.userId)).claim.status).toBe('open');
    t.clock.advance(0.2 * HOUR_MS);
    const refunded = (await claimState(employer, worker.userId)).claim;
    expect(refunded).toMatchObject({ status: 'refunded', refundedPaise: 1500 });

    expect(await employer.api.wallet()).toMatchObject({ creditsPaise: 50_000 });
    expect(await worker.api.wallet()).toMatchObject({ earningsPaise: 0 });
    expect((await employer.api.get('/api/wallet/transactions')).json().items[0]).toMatchObject({
      type: 'Credited',
      amountPaise: 1500,
      account: 'credits',
      kind: 'unlock_refund',
    });
    expect((await worker.api.get('/api/wallet/transactions')).json().items[0]).toMatchObject({
      type: 'Debited',
      amountPaise: 1000,
      account: 'earnings',
      kind: 'unlock_reversal',
    });
    const entries = await ledgerKinds(await refundTransactions(opened.id));
    expect(entries.map((entry) => [entry.kind, entry.account, Number(entry.amount_paise)])).toEqual([
      ['unlock_refund', 'earnings', -1000],
      ['unlock_refund', 'platform_revenue', -500],
      ['unlock_refund', 'credits', 1500],
    ]);

    // Refunded, the number is still in doubt: out of search and asked about until the worker confirms it.
    expect(await inSearch(employer, worker.word)).toBe(false);
    expect((await worker.api.get('/api/contacts/unreachable/mine')).json()).toMatchObject({
      numberInDoubt: true,
      claims: [],
    });
    expect((await confirmByOtp(worker)).statusCode).toBe(200);
    expect(await inSearch(employer, worker.word)).toBe(true);
    expect((await claimState(employer, worker.userId)).claim.status).toBe('refunded');
    back();
  });

  it("absorbs the worker's share when it was paid out, as a separate posting from KaamSetu's revenue", async () => {
    const worker = await newWorker();
    const employers = [];
    for (let i = 0; i < 5; i += 1) {
      const employer = await newEmployer();
      await employer.api.unlock(worker.userId);
      employers.push(employer);
    }
    const payout = await worker.api.post(
      '/api/wallet/payouts',
      { amountPaise: 5000, upiId: 'ravi@okaxis' },
      { 'idempotency-key': randomUUID() },
    );
    expect(payout.statusCode).toBe(200);
    expect((await worker.api.wallet()).earningsPaise).toBe(0);

    const employer = employers[0]!;
    const opened = (await claim(employer, worker.userId)).json().claim;
    const refunded = await staff.as('POST', `/api/staff/claims/${opened.id}/refund`, { reason: 'Number switched off' });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().claim).toMatchObject({
      status: 'refunded',
      refundedPaise: 1500,
      workerShare: 'absorbed',
      decidedByStaffId: staff.id,
      reason: 'Number switched off',
    });
    expect((await employer.api.wallet()).creditsPaise).toBe(50_000);
    expect((await worker.api.wallet()).earningsPaise).toBe(0);
    const history = (await employer.api.get('/api/wallet/transactions')).json().items.slice(0, 2);
    expect(history.map((item: { kind: string; amountPaise: number }) => [item.kind, item.amountPaise])).toEqual([
      ['unlock_refund_absorbed', 1000],
      ['unlock_refund', 500],
    ]);
    const entries = await ledgerKinds(await refundTransactions(opened.id));
    expect(entries.map((entry) => [entry.kind, entry.account, Number(entry.amount_paise)])).toEqual([
      ['unlock_refund', 'platform_revenue', -500],
      ['unlock_refund', 'credits', 500],
      ['unlock_refund_absorbed', 'platform_revenue', -1000],
      ['unlock_refund_absorbed', 'credits', 1000],
    ]);
    const audit = await queryRows<{ action: string; staff_id: string; reason: string }>(
      t.db.database.db,
      sql`select action, staff_id, reason from staff_audit where target_type = 'claim' and target_id = ${opened.id}`,
    );
    expect(audit).toEqual([{ action: 'claim.refund', staff_id: staff.id, reason: 'Number switched off' }]);
  });

  it('lets staff reject with a reason (no refund, audited, back in search) and decide a claim only once', async () => {
    const employer = await newEmployer();
    const worker = await newWorker();
    await employer.api.unlock(worker.userId);
    const opened = (await claim(employer, worker.userId)).json().claim;
    expect((await employer.api.get('/api/staff/claims')).statusCode).toBe(403);

    const queue = (await staff.as('GET', '/api/staff/claims?status=open')).json().claims;
    expect(queue.find((entry: { id: string }) => entry.id === opened.id)).toMatchObject({
      employer: { id: employer.userId, name: 'Asha Builders', phone: employer.phone },
      worker: { id: worker.userId, phone: worker.phone },
      status: 'open',
    });
    expect((await staff.as('GET', '/api/staff/claims?status=lost')).statusCode).toBe(400);
    expect((await staff.as('POST', `/api/staff/claims/${opened.id}/reject`, { reason: '' })).statusCode).toBe(400);

    const rejected = await staff.as('POST', `/api/staff/claims/${opened.id}/reject`, { reason: 'Called: it rings' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().claim).toMatchObject({ status: 'rejected', refundedPaise: 0, reason: 'Called: it rings' });
    expect(await inSearch(employer, worker.word)).toBe(true);
    expect((await employer.api.wallet()).creditsPaise).toBe(48_500);

    const again = await staff.as('POST', `/api/staff/claims/${opened.id}/refund`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This claim has already been decided.');
    expect((await staff.as('POST', `/api/staff/claims/${randomUUID()}/refund`, {})).statusCode).toBe(404);
    const decided = (await staff.as('GET', '/api/staff/claims?status=rejected')).json().claims;
    expect(decided.map((entry: { id: string }) => entry.id)).toContain(opened.id);
    const [audit] = await queryRows<{ action: string }>(
      t.db.database.db,
      sql`select action from staff_audit where target_type = 'claim' and target_id = ${opened.id}`,
    );
    expect(audit?.action).toBe('claim.reject');
  });

  it('lets nobody new pay for a number in doubt; the Employer who paid still sees it, and all may once confirmed', async () => {
    const first = await newEmployer();
    const second = await newEmployer();
    const worker = await newWorker();
    await first.api.unlock(worker.userId);
    expect((await claim(first, worker.userId)).statusCode).toBe(201);
    const refused = await second.api.unlock(worker.userId);
    expect(refused.statusCode).toBe(403);
    expect(await second.api.wallet()).toMatchObject({ creditsPaise: 50_000 });
    const again = await first.api.unlock(worker.userId);
    expect(again.json()).toMatchObject({ chargedPaise: 0 });
    expect((await confirmByOtp(worker)).statusCode).toBe(200);
    expect((await second.api.unlock(worker.userId)).json()).toMatchObject({ chargedPaise: 1500 });
  });

  it('refunds exactly once when staff and the deadline sweep race', async () => {
    const employer = await newEmployer();
    const workers = [await newWorker(), await newWorker(), await newWorker()];
    const claimIds: string[] = [];
    for (const worker of workers) {
      await employer.api.unlock(worker.userId);
      claimIds.push((await claim(employer, worker.userId)).json().claim.id);
    }
    const back = moveClock(49);
    const answers = await Promise.all(
      claimIds.flatMap((id, index) => [
        staff.as('POST', `/api/staff/claims/${id}/refund`, {}),
        staff.as('POST', `/api/staff/claims/${id}/refund`, {}),
        claimState(employer, workers[index]!.userId),
        staff.as('GET', '/api/staff/claims'),
        t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceHours: 0 } }),
      ]),
    );
    expect(answers.length).toBe(15);
    const staffRefunds = answers.filter((_, index) => index % 5 < 2) as { statusCode: number }[];
    expect(staffRefunds.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    for (const id of claimIds) expect(await refundTransactions(id)).toHaveLength(1);
    expect((await employer.api.wallet()).creditsPaise).toBe(50_000 - 3 * 1500 + 3 * 1500);
    const [refunds] = await queryRows<{ count: number }>(
      t.db.database.db,
      sql`select count(*)::int as count from ledger_entries e join ledger_accounts a on a.id = e.account_id
          join ledger_transactions tr on tr.id = e.transaction_id
          where a.owner_id = ${employer.userId} and tr.kind = 'unlock_refund'`,
    );
    expect(refunds?.count).toBe(3);
    back();
  });

  it('describes every claims endpoint in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/contacts/{profileId}/unreachable',
        '/api/contacts/unreachable/mine',
        '/api/contacts/unreachable/confirm-number/otp',
        '/api/contacts/unreachable/confirm-number/verify',
        '/api/staff/claims',
        '/api/staff/claims/{claimId}/refund',
        '/api/staff/claims/{claimId}/reject',
      ]),
    );
  });

  it('moves the clock through /api/dev/clock outside production', async () => {
    const before = t.clock.now().getTime();
    const moved = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceHours: 2 } });
    expect(moved.statusCode).toBe(200);
    expect(new Date(moved.json().now).getTime()).toBe(before + 2 * HOUR_MS);
    const bad = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceHours: -1 } });
    expect(bad.statusCode).toBe(400);
    // The app's clock is the moved one (what services see); the test clock underneath is untouched.
    expect(t.clock.now().getTime()).toBe(before);
  });
});

describe('the dev clock in production', () => {
  it('does not exist', async () => {
    const { createTestDatabase } = await import('../../../test/support/databases.js');
    const db = await createTestDatabase('pglite');
    const config = testConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://kaamsetu.example',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
      SMS_HTTP_API_KEY: 'sms-key',
      SMS_SENDER_ID: 'KAAMST',
      SMS_DLT_TEMPLATE_ID: '1107000000000000000',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_key',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
      RAZORPAY_ESCROW_ACCOUNT_ID: 'acc_escrow_partner',
    });
    const app = await startTestApp(config, db.database);
    try {
      const moved = await app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceHours: 49 } });
      expect(moved.statusCode).toBe(404);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
