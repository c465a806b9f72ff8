// Recharges through the test gateway (confirm and webhooks racing, bad signatures) and payouts to UPI
// (limits, hold, approval and rejection exactly once). The ledger adds up after every test.
import { createHmac, randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxFile, signUp } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson, expectLedgerBalanced } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { createStaffMember } from '../auth/staff-accounts.service.js';
import { latestCode } from '../../../test/support/sms-outbox.js';
import { useTestApp } from '../../../test/support/test-app.js';

describe.each(databaseKinds)('recharges and payouts on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => {
    await expectLedgerBalanced(t.db.database);
  });

  const newPerson = async (userType: 'Employer' | 'Labourer' = 'Employer') => {
    const person = await signUp(t.app, t.config, { name: 'Wallet Person', userType });
    return { ...person, api: asPerson(t.app, person.token) };
  };

  async function startRecharge(api: ReturnType<typeof asPerson>, amountPaise: number) {
    const created = await api.post('/api/wallet/recharges', { amountPaise });
    expect(created.statusCode).toBe(200);
    return created.json() as { orderId: string; provider: string; amountPaise: number };
  }

  async function payAtGateway(orderId: string, body: object = { outcome: 'success' }) {
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/dev/fake-gateway/orders/${orderId}/pay`,
      payload: body,
    });
    expect(paid.statusCode).toBe(200);
    return paid.json() as { paymentId: string; signature: string; status: string };
  }

  function webhook(orderId: string, paymentId: string, amountPaise: number, secret: string) {
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: amountPaise, status: 'captured' } } },
    });
    const signature = createHmac('sha256', secret).update(body).digest('hex');
    return () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        payload: body,
      });
  }

  const gatewaySecrets = () => {
    if (t.config.money.payments.provider !== 'fake') throw new Error('tests use the fake gateway');
    return t.config.money.payments;
  };

  it('recharges ₹100 through the test gateway: order, payment, confirm', async () => {
    const person = await newPerson();
    const order = await startRecharge(person.api, 10_000);
    expect(order).toMatchObject({ provider: 'fake', amountPaise: 10_000 });
    const payment = await payAtGateway(order.orderId);
    const confirmed = await person.api.post(`/api/wallet/recharges/${order.orderId}/confirm`, payment);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: 'Recharge Successful!', creditsPaise: 60_000 });
    const history = (await person.api.get('/api/wallet/transactions')).json().items;
    expect(history[0]).toMatchObject({ type: 'Credited', amountPaise: 10_000, kind: 'recharge' });
  });

  it('refuses amounts outside ₹10 to ₹10,000 with the spec message', async () => {
    const person = await newPerson();
    for (const amountPaise of [0, 999, 1_000_001, 12.5]) {
      const refused = await person.api.post('/api/wallet/recharges', { amountPaise });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Please enter a valid recharge amount.');
    }
  });

  it('credits once when the confirm call and three webhooks race', async () => {
    const person = await newPerson();
    const order = await startRecharge(person.api, 25_000);
    const payment = await payAtGateway(order.orderId);
    const deliver = webhook(order.orderId, payment.paymentId, 25_000, gatewaySecrets().webhookSecret);
    const answers = await Promise.all([
      deliver(),
      person.api.post(`/api/wallet/recharges/${order.orderId}/confirm`, payment),
      deliver(),
      deliver(),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await person.api.wallet()).creditsPaise).toBe(75_000);
  });

  it('takes webhooks signed with the webhook secret only, not with the checkout key secret', async () => {
    const person = await newPerson();
    const order = await startRecharge(person.api, 20_000);
    const payment = await payAtGateway(order.orderId);
    const { keySecret, webhookSecret } = gatewaySecrets();
    // The checkout's signatures are made with the key secret, as Razorpay's are.
    expect(payment.signature).toBe(
      createHmac('sha256', keySecret).update(`${order.orderId}|${payment.paymentId}`).digest('hex'),
    );

    const withKeySecret = await webhook(order.orderId, payment.paymentId, 20_000, keySecret)();
    expect(withKeySecret.statusCode).toBe(400);
    expect((await person.api.wallet()).creditsPaise).toBe(50_000);

    const withWebhookSecret = await webhook(order.orderId, payment.paymentId, 20_000, webhookSecret)();
    expect(withWebhookSecret.statusCode).toBe(200);
    expect((await person.api.wallet()).creditsPaise).toBe(70_000);
  });

  it('credits nothing for a tampered signature, a failed payment or someone else’s order', async () => {
    const person = await newPerson();
    const order = await startRecharge(person.api, 10_000);
    const payment = await payAtGateway(order.orderId);
    const tampered = await person.api.post(`/api/wallet/recharges/${order.orderId}/confirm`, {
      paymentId: payment.paymentId,
      signature: payment.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe('The payment could not be verified. No money was added.');
    const forgedHook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) },
      payload: JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_x', order_id: order.orderId } } },
      }),
    });
    expect(forgedHook.statusCode).toBe(400);

    const failed = await payAtGateway(order.orderId, { outcome: 'failure' });
    expect(failed.status).toBe('failed');
    const stranger = await newPerson();
    const notTheirs = await stranger.api.post(`/api/wallet/recharges/${order.orderId}/confirm`, payment);
    expect(notTheirs.statusCode).toBe(404);
    expect((await person.api.wallet()).creditsPaise).toBe(50_000);
    expect((await stranger.api.wallet()).creditsPaise).toBe(50_000);
  });

  describe('payouts', () => {
    let worker: Awaited<ReturnType<typeof newPerson>>;
    let adminToken: string;

    beforeAll(async () => {
      const made = await completeProfile(t.app, t.config, { name: 'Earning Worker', userType: 'Labourer' });
      worker = { ...made, api: asPerson(t.app, made.token) };
      // Seven employers unlock the worker: ₹70 of Earnings.
      for (let i = 0; i < 7; i += 1) {
        const employer = await newPerson('Employer');
        expect((await employer.api.unlock(worker.userId)).statusCode).toBe(200);
      }
      const passcode = 'payout-admin-passcode';
      const admin = await createStaffMember(t.db.database.db, {
        name: 'Admin',
        phone: '+919800000077',
        role: 'Admin',
        passcode,
      });
      await t.app.inject({ method: 'POST', url: '/api/staff/admin/otp', payload: { passcode } });
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/staff/admin/verify',
        payload: { passcode, otp: latestCode(outboxFile(t.config), admin.phone) },
      });
      adminToken = verified.json().token;
    });

    const requestPayout = (amountPaise: number, key = randomUUID(), upiId = 'ramesh@okaxis') =>
      worker.api.post('/api/wallet/payouts', { amountPaise, upiId }, { 'idempotency-key': key });
    const asAdmin = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${adminToken}` } });

    it('refuses less than ₹50, more than the Earnings, a bad UPI id and Credits', async () => {
      expect((await worker.api.wallet()).earningsPaise).toBe(7_000);
      const small = await requestPayout(4_999);
      expect(small.json().message).toBe('The smallest transfer is ₹50.');
      const large = await requestPayout(7_001);
      expect(large.statusCode).toBe(400);
      expect(large.json().message).toBe('Insufficient funds for the transfer.');
      const badUpi = await requestPayout(5_000, randomUUID(), 'not-a-upi');
      expect(badUpi.json().message).toBe('Enter a UPI ID like name@bank.');
      // Credits (₹500 welcome) never leave KaamSetu: an employer with no Earnings cannot withdraw.
      const employer = await newPerson('Employer');
      const closedLoop = await employer.api.post(
        '/api/wallet/payouts',
        { amountPaise: 5_000, upiId: 'asha@okicici' },
        { 'idempotency-key': randomUUID() },
      );
      expect(closedLoop.json().message).toBe('Insufficient funds for the transfer.');
      expect((await worker.api.wallet()).earningsPaise).toBe(7_000);
    });

    it('holds the amount at once, replays the key, and returns it exactly once on rejection', async () => {
      const key = randomUUID();
      const requested = await requestPayout(5_000, key);
      expect(requested.statusCode).toBe(200);
      expect(requested.json()).toMatchObject({
        message: 'Transfer Successful!',
        status: 'pending',
        earningsPaise: 2_000,
      });
      expect((await requestPayout(5_000, key)).json()).toEqual(requested.json());
      expect((await worker.api.wallet()).earningsPaise).toBe(2_000);

      const { payoutId } = requested.json();
      const rejections = await Promise.all(
        [1, 2, 3].map(() => asAdmin(`/api/staff/payouts/${payoutId}/reject`, { reason: 'UPI id does not exist' })),
      );
      expect(rejections.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      expect((await worker.api.wallet()).earningsPaise).toBe(7_000);
      const listed = (await worker.api.get('/api/wallet/payouts')).json().payouts[0];
      expect(listed).toMatchObject({ id: payoutId, status: 'rejected', reason: 'UPI id does not exist' });
    });

    it('pays out on approval with the UTR, once', async () => {
      const requested = (await requestPayout(5_000)).json();
      const approved = await asAdmin(`/api/staff/payouts/${requested.payoutId}/approve`, { utr: 'UTR123456789' });
      expect(approved.json().payout).toMatchObject({ status: 'paid', utr: 'UTR123456789' });
      expect((await asAdmin(`/api/staff/payouts/${requested.payoutId}/reject`, { reason: 'late' })).statusCode).toBe(
        409,
      );
      expect((await worker.api.wallet()).earningsPaise).toBe(2_000);
      const history = (await worker.api.get('/api/wallet/transactions')).json().items;
      expect(history[0]).toMatchObject({
        type: 'Debited',
        amountPaise: 5_000,
        kind: 'payout',
        upiId: 'ramesh@okaxis',
        status: 'paid',
      });
    });

    it('refuses payout decisions from people and Employees', async () => {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/staff/payouts/${randomUUID()}/approve`,
        payload: { utr: 'UTR123456789' },
        headers: { authorization: `Bearer ${worker.token}` },
      });
      expect(answer.statusCode).toBe(403);
    });
  });
});
