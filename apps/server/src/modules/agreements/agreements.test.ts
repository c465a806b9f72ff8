// Work agreements with the wage held in escrow, through the real API on both databases: every transition and its
// refusals, funding held once however the confirm and the webhook race, partial and automatic release (with a
// moved clock, and after a restart), refunds, disputes split by staff, the races, and the ledger after each test.
import { createHmac, randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxFile, signUp } from '../../../test/support/auth-flows.js';
import { latestCode } from '../../../test/support/sms-outbox.js';
import { multipartForm } from '../../../test/support/multipart.js';
import { pngPhoto } from '../../../test/support/images.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { eventually } from '../../../test/support/eventually.js';
import { asPerson, expectLedgerBalanced } from '../../../test/support/money-flows.js';
import { unlockedPair, type Person } from '../../../test/support/review-flows.js';
import { signInStaff, type SignedInStaff } from '../../../test/support/staff-flows.js';
import { startTestApp, useTestApp } from '../../../test/support/test-app.js';
import { queryRows } from '../../db/client.js';
import { indiaDate, addDays } from '../../lib/india-time.js';
import { readEscrowRecords } from '../../adapters/escrow/fake-escrow.js';
import { releaseDue } from './agreements.service.js';
import { sendEscrowInstructions } from './escrow-sender.js';
import { createEscrowProvider } from '../../adapters/escrow/create-escrow-provider.js';
import type { AgreementsContext } from './agreements-context.js';
import { FakePaymentGateway } from '../../adapters/payments/fake-gateway.js';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const HOUR_MS = 60 * 60_000;
const WAGE = 3_000_00;

describe.each(databaseKinds)('work agreements on %s', (kind) => {
  // No background sweeper: the tests run the sweep themselves, at the moment they mean.
  const t = useTestApp(kind, { ESCROW_SWEEP_SECONDS: '0', NOTIFICATION_SEND_SECONDS: '0' });
  let employee: SignedInStaff;
  let admin: SignedInStaff;

  beforeAll(async () => {
    employee = await signInStaff(t.app, t.config, t.db.database, 'Employee');
    admin = await signInStaff(t.app, t.config, t.db.database, 'Admin');
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.db.database);
    // The escrow-held account holds exactly what the agreements say they hold.
    const [row] = await queryRows<{ ledger: string | number; agreements: string | number }>(
      t.db.database.db,
      sql`select (select coalesce(sum(e.amount_paise), 0) from ledger_entries e
                   join ledger_accounts a on a.id = e.account_id where a.kind = 'escrow_held') as ledger,
                 (select coalesce(sum(held_paise), 0) from agreements) as agreements`,
    );
    expect(Number(row?.ledger)).toBe(Number(row?.agreements));
  });

  const agreementsCtx = (): AgreementsContext => {
    const escrow = t.config.agreements.escrow;
    if (escrow.provider !== 'fake') throw new Error('tests use the fake escrow');
    const gateway = t.config.money.payments;
    if (gateway.provider !== 'fake') throw new Error('tests use the fake gateway');
    return {
      db: t.db.database.db,
      clock: t.clock,
      config: { feePercent: 0, autoReleaseHours: 72, sweepIntervalMs: 0 },
      gateway: new FakePaymentGateway(gateway),
      escrow: createEscrowProvider({ ...escrow, clock: t.clock }),
      storage: { save: async () => undefined, remove: async () => undefined, urlFor: (key) => `/media/${key}` },
      publicUrl: t.config.publicUrl,
    };
  };
  const escrowFile = () => path.join(t.config.dataDir, 'escrow-records.jsonl');

  const moveClock = (hours: number) => {
    t.clock.advance(hours * HOUR_MS);
    return () => t.clock.advance(-hours * HOUR_MS);
  };
  const tomorrow = () => addDays(indiaDate(t.clock.now()), 1);

  let pairs = 0;
  const pair = async () => {
    pairs += 1;
    const { worker, employer } = await unlockedPair(t.app, t.config, {
      worker: `Ravi Agreement ${pairs}`,
      employer: `Asha Agreement ${pairs}`,
    });
    return {
      worker: { ...worker, api: asPerson(t.app, worker.token) },
      employer: { ...employer, api: asPerson(t.app, employer.token) },
    };
  };
  type Side = Person & { api: ReturnType<typeof asPerson> };

  const key = () => ({ 'idempotency-key': randomUUID() });
  const propose = (employer: Side, body: object, keyHeader = key()) =>
    employer.api.post('/api/agreements', body, keyHeader);
  const proposal = (workerId: string, extra: object = {}) => ({
    workerId,
    title: 'Plaster two rooms',
    amountPaise: WAGE,
    startsOn: tomorrow(),
    days: 3,
    ...extra,
  });
  const act = (person: Side, id: string, step: string, body?: object, keyHeader = key()) =>
    person.api.post(`/api/agreements/${id}/${step}`, body, keyHeader);
  const agreementOf = async (person: Side, id: string) =>
    (await person.api.get(`/api/agreements/${id}`)).json().agreement as {
      status: string;
      heldPaise: number;
      releasedPaise: number;
      refundedPaise: number;
      acceptedAt: string | null;
      releaseDueAt: string | null;
      cancelAskedBy: string | null;
      events: { kind: string; by: string; amountPaise?: number }[];
      statements: { by: string; statement: string }[];
      proposedSplit: { toWorkerPaise: number } | null;
    };
  const earnings = async (person: Side) => (await person.api.wallet()).earningsPaise as number;

  const payAtGateway = async (orderId: string) => {
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/dev/fake-gateway/orders/${orderId}/pay`,
      payload: { outcome: 'success' },
    });
    expect(paid.statusCode).toBe(200);
    return paid.json() as { paymentId: string; signature: string };
  };
  const fund = async (employer: Side, id: string) => {
    const order = await act(employer, id, 'fund');
    expect(order.statusCode, order.body).toBe(200);
    const { orderId, amountPaise } = order.json() as { orderId: string; amountPaise: number };
    const payment = await payAtGateway(orderId);
    const confirmed = await act(employer, id, 'fund/confirm', payment);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { orderId, amountPaise, ...payment };
  };
  /** An agreement the worker accepted and the Employer paid for. */
  const fundedAgreement = async (extra: object = {}) => {
    const people = await pair();
    const proposed = await propose(people.employer, proposal(people.worker.userId, extra));
    expect(proposed.statusCode, proposed.body).toBe(201);
    const id = proposed.json().agreement.id as string;
    expect((await act(people.worker, id, 'accept')).statusCode).toBe(200);
    await fund(people.employer, id);
    return { ...people, id };
  };

  it('refuses proposals that are not an Employer’s, without an engagement, or with a bad amount or date', async () => {
    const { worker, employer } = await pair();
    const stranger = await signUp(t.app, t.config, { name: 'Stranger Builders', userType: 'Employer' });
    const strangerSide = { ...stranger, api: asPerson(t.app, stranger.token) };

    expect((await propose(worker, proposal(employer.userId))).statusCode).toBe(403);
    const noEngagement = await propose(strangerSide, proposal(worker.userId));
    expect(noEngagement.statusCode).toBe(403);
    expect(noEngagement.json().message).toMatch(/seen this worker’s number/);
    for (const amountPaise of [99_00, 100_50, 2_00_001_00, -100_00]) {
      const refused = await propose(employer, proposal(worker.userId, { amountPaise }));
      expect(refused.statusCode, `amount ${amountPaise}`).toBe(400);
      expect(refused.json().message).toBe('Enter a whole-rupee amount from ₹100 to ₹2,00,000');
    }
    expect((await propose(employer, proposal(worker.userId, { days: 0 }))).statusCode).toBe(400);
    const yesterday = addDays(indiaDate(t.clock.now()), -1);
    expect((await propose(employer, proposal(worker.userId, { startsOn: yesterday }))).statusCode).toBe(400);
    expect((await propose(employer, proposal(randomUUID()))).statusCode).toBe(404);
    expect((await employer.api.post('/api/agreements', proposal(worker.userId))).statusCode).toBe(400);
    const [count] = await queryRows<{ n: number }>(
      t.db.database.db,
      sql`select count(*)::int as n from agreements where worker_id = ${worker.userId}`,
    );
    expect(count?.n).toBe(0);
  });

  it('goes from proposal to paid: accepted, funded once, done, a day released, then the rest', async () => {
    const { worker, employer } = await pair();
    const proposeKey = key();
    const proposed = await propose(employer, proposal(worker.userId), proposeKey);
    expect(proposed.statusCode).toBe(201);
    const agreement = proposed.json().agreement;
    expect(agreement).toMatchObject({ status: 'proposed', amountPaise: WAGE, heldPaise: 0, you: 'employer' });
    // A retried proposal is the same agreement, not a second one.
    expect((await propose(employer, proposal(worker.userId), proposeKey)).json().agreement.id).toBe(agreement.id);
    const id = agreement.id as string;

    // The worker is told, in the inbox with a link to it and by SMS; an outsider cannot see it.
    const inbox = (await worker.api.get('/api/me/notifications')).json().items as {
      kind: string;
      agreementId?: string;
    }[];
    expect(inbox.some((item) => item.kind === 'agreement' && item.agreementId === id)).toBe(true);
    const outsider = await signUp(t.app, t.config, { name: 'Outsider', userType: 'Labourer' });
    expect((await asPerson(t.app, outsider.token).get(`/api/agreements/${id}`)).statusCode).toBe(404);
    // The worker sees the Employer's rating before accepting.
    expect((await worker.api.get(`/api/agreements/${id}`)).json().agreement.employer).toMatchObject({
      name: expect.stringContaining('Asha') as string,
      rating: { average: 0, count: 0 },
    });

    expect((await act(employer, id, 'accept')).statusCode).toBe(403);
    expect((await act(worker, id, 'complete')).statusCode).toBe(409);
    expect((await act(worker, id, 'accept')).statusCode).toBe(200);
    expect((await act(worker, id, 'accept')).statusCode).toBe(409);

    // Paying: a forged signature is refused; the real one holds the wage.
    const creditsBefore = (await employer.api.wallet()).creditsPaise as number;
    const order = (await act(employer, id, 'fund')).json() as {
      orderId: string;
      amountPaise: number;
      provider: string;
    };
    expect(order).toMatchObject({ amountPaise: WAGE, provider: 'fake' });
    expect((await act(employer, id, 'fund')).json().orderId).toBe(order.orderId);
    const payment = await payAtGateway(order.orderId);
    expect((await act(employer, id, 'fund/confirm', { ...payment, signature: 'f'.repeat(64) })).statusCode).toBe(400);
    // The order is an agreement's: the recharge confirm does not turn it into Credits.
    expect((await employer.api.post(`/api/wallet/recharges/${order.orderId}/confirm`, payment, key())).statusCode).toBe(
      404,
    );
    const confirmed = await act(employer, id, 'fund/confirm', payment);
    expect(confirmed.json().agreement).toMatchObject({ status: 'funded', heldPaise: WAGE });
    // The webhook for the same payment, and a second confirm, hold nothing more.
    const secrets = t.config.money.payments;
    if (secrets.provider !== 'fake') throw new Error('fake gateway expected');
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: payment.paymentId, order_id: order.orderId, amount: WAGE } } },
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', secrets.webhookSecret).update(body).digest('hex'),
      },
      payload: body,
    });
    expect(hook.json()).toEqual({ success: true, handled: true });
    expect((await act(employer, id, 'fund/confirm', payment)).json().agreement.heldPaise).toBe(WAGE);
    // The Employer's real money: it never became Credits.
    expect((await employer.api.wallet()).creditsPaise).toBe(creditsBefore);

    // "₹3,000 secured" on the worker's side.
    const list = (await worker.api.get('/api/agreements?role=worker')).json();
    expect(list.securedPaise).toBe(WAGE);
    expect(list.items.map((item: { id: string }) => item.id)).toContain(id);

    const before = await earnings(worker);
    expect((await act(worker, id, 'complete')).json().agreement).toMatchObject({ status: 'completed' });
    expect((await act(employer, id, 'release', { amountPaise: WAGE + 100 })).statusCode).toBe(400);
    const day = WAGE / 3;
    expect((await act(employer, id, 'release', { amountPaise: day })).json().agreement).toMatchObject({
      status: 'completed',
      heldPaise: WAGE - day,
      releasedPaise: day,
    });
    expect((await act(worker, id, 'release')).statusCode).toBe(403);
    const done = (await act(employer, id, 'release')).json().agreement;
    expect(done).toMatchObject({ status: 'released', heldPaise: 0, releasedPaise: WAGE, releaseDueAt: null });
    expect(await earnings(worker)).toBe(before + WAGE);
    expect((await act(employer, id, 'release')).statusCode).toBe(409);
    expect((await agreementOf(worker, id)).events.map((event) => event.kind)).toEqual([
      'proposed',
      'accepted',
      'funded',
      'completed',
      'released',
      'released',
    ]);
    // The escrow partner is told: one hold, two releases, each once however often the queue is worked.
    await sendEscrowInstructions(agreementsCtx());
    await sendEscrowInstructions(agreementsCtx());
    const instructions = await queryRows<{ id: string | number; action: string; amount_paise: string | number }>(
      t.db.database.db,
      sql`select id, action, amount_paise from escrow_instructions where agreement_id = ${id} order by id`,
    );
    expect(instructions.map((row) => [row.action, Number(row.amount_paise)])).toEqual([
      ['hold', WAGE],
      ['release', day],
      ['release', WAGE - day],
    ]);
    const references = new Set(instructions.map((row) => `escrow-${row.id}`));
    const records = (await readEscrowRecords(escrowFile())).filter((record) => references.has(record.reference));
    expect(records.map((record) => record.action)).toEqual(['hold', 'release', 'release']);
    const [pending] = await queryRows<{ n: number }>(
      t.db.database.db,
      sql`select count(*)::int as n from escrow_instructions where agreement_id = ${id} and status <> 'done'`,
    );
    expect(pending?.n).toBe(0);
  });

  it('releases by itself 72 hours after the work is marked done, once, and not before', async () => {
    const { worker, id } = await fundedAgreement();
    const before = await earnings(worker);
    expect((await act(worker, id, 'complete')).statusCode).toBe(200);
    const back = moveClock(71);
    try {
      await releaseDue(agreementsCtx());
      expect((await agreementOf(worker, id)).status).toBe('completed');
      t.clock.advance(2 * HOUR_MS);
      // Two sweeps at once (two instances): the agreement is released by one of them, once.
      await Promise.all([releaseDue(agreementsCtx()), releaseDue(agreementsCtx())]);
      await releaseDue(agreementsCtx());
    } finally {
      back();
      t.clock.advance(-2 * HOUR_MS);
    }
    expect(await agreementOf(worker, id)).toMatchObject({ status: 'released', heldPaise: 0, releasedPaise: WAGE });
    const events = (await agreementOf(worker, id)).events;
    expect(events.filter((event) => event.kind === 'auto-released')).toEqual([
      { kind: 'auto-released', by: 'system', amountPaise: WAGE, at: expect.any(String) as string },
    ]);
    expect(await earnings(worker)).toBe(before + WAGE);
  });

  it('a server started after the release fell due releases it at start, from the schedule in the database', async () => {
    const { worker, id } = await fundedAgreement();
    expect((await act(worker, id, 'complete')).statusCode).toBe(200);
    const back = moveClock(80);
    const restarted = await startTestApp(
      { ...t.config, agreements: { ...t.config.agreements, sweepIntervalMs: 60_000 } },
      t.db.database,
      { clock: t.clock },
    );
    try {
      await eventually(async () => (await agreementOf(worker, id)).status === 'released');
    } finally {
      await restarted.close();
      back();
    }
    expect((await agreementOf(worker, id)).releasedPaise).toBe(WAGE);
  });

  it('a dispute stops the automatic release, and staff split what is held: an Employee proposes, an Admin decides', async () => {
    const { worker, employer, id } = await fundedAgreement();
    expect((await act(worker, id, 'complete')).statusCode).toBe(200);
    expect((await act(employer, id, 'dispute', { statement: 'hi' })).statusCode).toBe(400);
    const opened = await act(employer, id, 'dispute', { statement: 'Only one of the two rooms was plastered.' });
    expect(opened.json().agreement).toMatchObject({ status: 'disputed', releaseDueAt: null });
    expect((await act(employer, id, 'dispute', { statement: 'And again, the same complaint.' })).statusCode).toBe(409);
    expect(
      (await act(worker, id, 'dispute', { statement: 'Both rooms were done; the second was wet.' })).statusCode,
    ).toBe(200);
    expect((await agreementOf(employer, id)).statements.map((statement) => statement.by)).toEqual([
      'employer',
      'worker',
    ]);
    const back = moveClock(100);
    try {
      await releaseDue(agreementsCtx());
    } finally {
      back();
    }
    expect((await agreementOf(worker, id)).status).toBe('disputed');
    expect((await act(employer, id, 'release')).statusCode).toBe(409);

    const queue = (await employee.as('GET', '/api/staff/agreements/disputes')).json().items as { id: string }[];
    expect(queue.map((item) => item.id)).toContain(id);
    const resolve = (staff: SignedInStaff, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/agreements/${id}/resolve`,
        headers: { authorization: `Bearer ${staff.token}`, 'idempotency-key': randomUUID() },
        payload: body,
      });
    const uneven = await resolve(employee, { toWorkerPaise: 2_000_00, toEmployerPaise: 500_00, reason: 'Half done' });
    expect(uneven.statusCode).toBe(400);
    expect(uneven.json().message).toBe('The two amounts must add up to exactly what is held');
    const proposed = await resolve(employee, {
      toWorkerPaise: 2_000_00,
      toEmployerPaise: 1_000_00,
      reason: 'One room wet',
    });
    expect(proposed.json().agreement).toMatchObject({ status: 'disputed', proposedSplit: { toWorkerPaise: 2_000_00 } });
    const workerBefore = await earnings(worker);
    const decided = await resolve(admin, {
      toWorkerPaise: 2_000_00,
      toEmployerPaise: 1_000_00,
      reason: 'One room wet',
    });
    expect(decided.json().agreement).toMatchObject({
      status: 'resolved',
      heldPaise: 0,
      releasedPaise: 2_000_00,
      refundedPaise: 1_000_00,
    });
    expect(await earnings(worker)).toBe(workerBefore + 2_000_00);
    expect((await resolve(admin, { toWorkerPaise: 0, toEmployerPaise: 0, reason: 'Again' })).statusCode).toBe(409);
    // Both people hear the outcome, in the inbox and (once sent) by SMS.
    for (const person of [worker, employer]) {
      const items = (await person.api.get('/api/me/notifications')).json().items as { text: string }[];
      expect(items.some((item) => item.text.includes('settled the dispute'))).toBe(true);
    }
    const audit = await queryRows<{ action: string }>(
      t.db.database.db,
      sql`select action from staff_audit where target_type = 'agreement' and target_id = ${id} order by created_at`,
    );
    expect(audit.map((row) => row.action)).toEqual(['agreement.split-proposed', 'agreement.resolved']);
  });

  it('release against dispute, and twenty releases at once: exactly one wins, the others get 409 with the state', async () => {
    const first = await fundedAgreement();
    const [release, dispute] = await Promise.all([
      act(first.employer, first.id, 'release'),
      act(first.worker, first.id, 'dispute', { statement: 'I was not paid for the extra day.' }),
    ]);
    expect([release.statusCode, dispute.statusCode].sort()).toEqual([200, 409]);
    const loser = release.statusCode === 409 ? release : dispute;
    expect(loser.json().error.details.agreement.status).toMatch(/released|disputed/);

    const second = await fundedAgreement();
    const before = await earnings(second.worker);
    const answers = await Promise.all(Array.from({ length: 20 }, () => act(second.employer, second.id, 'release')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect(await earnings(second.worker)).toBe(before + WAGE);
    // The same key twice is one release, answered the same.
    const third = await fundedAgreement();
    const same = key();
    const [a, b] = await Promise.all([
      act(third.employer, third.id, 'release', { amountPaise: 1_000_00 }, same),
      act(third.employer, third.id, 'release', { amountPaise: 1_000_00 }, same),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await agreementOf(third.employer, third.id)).releasedPaise).toBe(1_000_00);
  });

  it('cancels and refunds: the Employer alone before the worker accepts, both together after, never once started', async () => {
    // Paid before the worker answered: the Employer cancels alone and gets the money back.
    const alone = await pair();
    const id = (await propose(alone.employer, proposal(alone.worker.userId))).json().agreement.id as string;
    await fund(alone.employer, id);
    expect((await agreementOf(alone.worker, id)).status).toBe('funded');
    expect((await act(alone.worker, id, 'cancel')).statusCode).toBe(409);
    expect((await act(alone.employer, id, 'cancel')).json().agreement).toMatchObject({
      status: 'cancelled',
      heldPaise: 0,
      refundedPaise: WAGE,
    });

    // Accepted: one side asks, the other agrees.
    const together = await fundedAgreement();
    expect((await act(together.worker, together.id, 'cancel')).json().agreement).toMatchObject({
      status: 'funded',
      cancelAskedBy: 'worker',
    });
    expect((await act(together.worker, together.id, 'cancel')).statusCode).toBe(409);
    expect((await act(together.employer, together.id, 'cancel')).json().agreement).toMatchObject({
      status: 'cancelled',
      refundedPaise: WAGE,
    });

    // The first day has come: only release or dispute.
    const started = await fundedAgreement();
    const back = moveClock(48);
    try {
      const refused = await act(started.employer, started.id, 'cancel');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('The work has started: release the wage or open a dispute');
    } finally {
      back();
    }

    // A decline after the Employer paid refunds too; the partner is told to refund each.
    const declined = await pair();
    const declinedId = (await propose(declined.employer, proposal(declined.worker.userId))).json().agreement
      .id as string;
    await fund(declined.employer, declinedId);
    expect((await act(declined.worker, declinedId, 'decline')).json().agreement).toMatchObject({
      status: 'declined',
      refundedPaise: WAGE,
    });
    await sendEscrowInstructions(agreementsCtx());
    const refunds = await queryRows<{ n: number }>(
      t.db.database.db,
      sql`select count(*)::int as n from escrow_instructions
          where action = 'refund' and status = 'done' and agreement_id in (${id}, ${together.id}, ${declinedId})`,
    );
    expect(refunds[0]?.n).toBe(3);
  });
  it('Download my data lists the agreement; money held keeps the account; an open proposal ends with it', async () => {
    const { worker, employer, id } = await fundedAgreement();
    const exported = (await worker.api.get('/api/me/export')).json();
    expect(exported.agreements).toEqual([
      expect.objectContaining({
        id,
        side: 'worker',
        otherPersonId: employer.userId,
        status: 'funded',
        heldPaise: WAGE,
      }),
    ]);
    const deleteWith = async (person: Side) => {
      expect((await person.api.post('/api/me/delete/otp')).statusCode).toBe(200);
      return person.api.post('/api/me/delete', { otp: latestCode(outboxFile(t.config), person.phone) });
    };
    const refused = await deleteWith(worker);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Money is held for a work agreement/);

    const open = await pair();
    const openId = (await propose(open.employer, proposal(open.worker.userId))).json().agreement.id as string;
    expect((await deleteWith(open.employer)).statusCode).toBe(200);
    expect(await agreementOf(open.worker, openId)).toMatchObject({ status: 'cancelled' });
  });
  it("the Admin's table lists agreements by the day they were proposed, and finds one by a person's number", async () => {
    const { worker, id } = await fundedAgreement();
    const today = indiaDate(t.clock.now());
    const listed = await admin.as('GET', `/api/staff/admin/agreements?from=${today}&to=${today}`);
    expect(listed.statusCode).toBe(200);
    expect((listed.json().items as { id: string }[]).map((item) => item.id)).toContain(id);
    const byName = await admin.as(
      'GET',
      `/api/staff/admin/agreements?q=${encodeURIComponent(`Ravi Agreement ${pairs}`)}`,
    );
    expect(byName.json().items).toEqual([
      expect.objectContaining({
        id,
        status: 'funded',
        heldPaise: WAGE,
        worker: { id: worker.userId, name: `Ravi Agreement ${pairs}` },
      }),
    ]);
    const yesterday = addDays(today, -1);
    const before = await admin.as('GET', `/api/staff/admin/agreements?to=${yesterday}`);
    expect((before.json().items as { id: string }[]).map((item) => item.id)).not.toContain(id);
    expect((await employee.as('GET', '/api/staff/admin/agreements')).statusCode).toBe(403);
  });
  it('hands either side the agreement as a PDF work order in their language, with its steps', async () => {
    const { worker, employer, id } = await fundedAgreement({
      site: 'Plot 12, Sector 5, Jaipur',
      hours: '9 am to 6 pm',
    });
    const pdfText = async (person: Side, query = '') => {
      const response = await person.api.get(`/api/agreements/${id}/work-order.pdf${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const document = await getDocument({ data: new Uint8Array(response.rawPayload) }).promise;
      const page = await document.getPage(1);
      return ((await page.getTextContent()).items as { str?: string }[]).map((item) => item.str ?? '').join('');
    };
    const english = await pdfText(worker);
    expect(english).toContain('Work order');
    expect(english).toContain(id);
    expect(english).toContain('Agreed wage: ₹3,000');
    expect(english).toContain('Site: Plot 12, Sector 5, Jaipur');
    expect(english).toContain('Working hours: 9 am to 6 pm');
    expect(english).toContain('Wage held by KaamSetu');
    expect(english).toMatch(/Wage paid in · Employer · ₹3,000/);
    expect(english).toContain(`Ravi Agreement ${pairs}`);
    // In Hindi, shaped with a Devanagari font that is embedded in the file.
    expect(await pdfText(employer, '?lang=hi')).toContain('काम का आदेश');
    expect((await employer.api.get(`/api/agreements/${id}/work-order.pdf?lang=xx`)).statusCode).toBe(400);
    const outsider = await signUp(t.app, t.config, { name: 'Curious Neighbour', userType: 'Labourer' });
    expect((await asPerson(t.app, outsider.token).get(`/api/agreements/${id}/work-order.pdf`)).statusCode).toBe(404);
  });
  it('either side adds up to three photos to its own statement in an open dispute, and staff see them', async () => {
    const { worker, employer, id } = await fundedAgreement();
    const photo = async (person: Side, bytes: Buffer, contentType = 'image/png') => {
      const form = multipartForm({}, { filename: 'wall.png', contentType, bytes });
      return t.app.inject({
        method: 'POST',
        url: `/api/agreements/${id}/dispute/photos`,
        headers: { authorization: `Bearer ${person.token}`, ...form.headers },
        payload: form.payload,
      });
    };
    const png = await pngPhoto(400, 300);
    const early = await photo(worker, png);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Photos can be added once a dispute is open');
    expect((await act(worker, id, 'dispute', { statement: 'The wall was finished but not paid.' })).statusCode).toBe(
      200,
    );
    // The Employer has not given a side yet: nothing to attach a photo to.
    expect((await photo(employer, png)).statusCode).toBe(409);
    expect((await photo(worker, Buffer.from('not a picture'))).statusCode).toBe(400);
    for (let n = 1; n <= 3; n += 1) {
      const added = await photo(worker, png);
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().agreement.photos).toHaveLength(n);
    }
    const fourth = await photo(worker, png);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe('You have already added 3 photos');
    const outsider = await signUp(t.app, t.config, { name: 'Nosy Parker', userType: 'Employer' });
    expect((await photo({ ...outsider, api: asPerson(t.app, outsider.token) }, png)).statusCode).toBe(404);

    const seen = (await employee.as('GET', '/api/staff/agreements/disputes')).json().items as {
      id: string;
      photos: { by: string; imageUrl: string; thumbnailUrl: string }[];
    }[];
    const mine = seen.find((item) => item.id === id);
    expect(mine?.photos.map((each) => each.by)).toEqual(['worker', 'worker', 'worker']);
    // Re-encoded as WebP and served from the media address, the thumbnail beside it.
    const served = await t.app.inject({ method: 'GET', url: mine?.photos[0]?.imageUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(mine?.photos[0]?.thumbnailUrl).toMatch(/-160\.webp$/);
  });
});
