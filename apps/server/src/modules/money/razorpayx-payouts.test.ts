// Payouts through RazorpayX, against a local stand-in for its Payouts API: the request it gets (with our
// payout id as the idempotency key), a refusal returning the hold at once, and the payout webhooks settling
// the payout exactly once.
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/databases.js';
import { asPerson, expectLedgerBalanced } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { signUp } from '../../../test/support/auth-flows.js';
import { startTestApp } from '../../../test/support/test-app.js';
import { testConfig } from '../../../test/support/test-config.js';

describe('payouts through RazorpayX', () => {
  let stand: Server;
  const received: { headers: Record<string, unknown>; body: Record<string, unknown> }[] = [];
  let refuse = false;
  let answerStatus = 200;
  let testDb: TestDatabase;
  let config: Config;
  let app: FastifyInstance;
  let worker: { userId: string; token: string; api: ReturnType<typeof asPerson> };

  beforeAll(async () => {
    stand = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body: JSON.parse(text) });
        response.writeHead(refuse ? 400 : answerStatus, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(refuse ? { error: { code: 'BAD_REQUEST_ERROR' } } : { id: `pout_${received.length}` }),
        );
      });
    });
    await new Promise<void>((resolve) => stand.listen(0, '127.0.0.1', resolve));
    const { port } = stand.address() as AddressInfo;
    testDb = await createTestDatabase('pglite');
    config = testConfig({
      PAYOUT_PROVIDER: 'razorpayx',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAYX_ACCOUNT_NUMBER: '2323230000000000',
      RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
    });
    app = await startTestApp(config, testDb.database);
    const made = await completeProfile(app, config, { name: 'Payout Worker', userType: 'Labourer' });
    worker = { ...made, api: asPerson(app, made.token) };
    for (let i = 0; i < 10; i += 1) {
      const employer = await signUp(app, config, { name: `Employer ${i}`, userType: 'Employer' });
      expect((await asPerson(app, employer.token).unlock(worker.userId)).statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
    await new Promise<void>((resolve) => stand.close(() => resolve()));
  });
  afterEach(async () => {
    await expectLedgerBalanced(testDb.database);
  });

  const requestPayout = (key: string = randomUUID()) =>
    worker.api.post('/api/wallet/payouts', { amountPaise: 5_000, upiId: 'worker@okhdfc' }, { 'idempotency-key': key });

  function payoutWebhook(event: string, payoutId: string) {
    if (config.money.payments.provider !== 'razorpay') throw new Error('RazorpayX payouts go with Razorpay payments');
    const body = JSON.stringify({
      event,
      payload: {
        payout: { entity: { id: 'pout_1', reference_id: payoutId, utr: 'RZPX0000123', failure_reason: 'Invalid VPA' } },
      },
    });
    const signature = createHmac('sha256', config.money.payments.webhookSecret).update(body).digest('hex');
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      payload: body,
    });
  }

  it('asks RazorpayX to pay the UPI id, keyed by our payout id, and settles once on payout.processed', async () => {
    const requested = (await requestPayout()).json();
    expect(requested).toMatchObject({ status: 'processing', earningsPaise: 5_000 });
    const sent = received.at(-1);
    expect(sent?.headers['x-payout-idempotency']).toBe(requested.payoutId);
    expect(sent?.body).toMatchObject({
      account_number: '2323230000000000',
      amount: 5_000,
      mode: 'UPI',
      reference_id: requested.payoutId,
      fund_account: { account_type: 'vpa', vpa: { address: 'worker@okhdfc' } },
    });
    for (let i = 0; i < 3; i += 1)
      expect((await payoutWebhook('payout.processed', requested.payoutId)).statusCode).toBe(200);
    const listed = (await worker.api.get('/api/wallet/payouts')).json().payouts[0];
    expect(listed).toMatchObject({ status: 'paid', utr: 'RZPX0000123' });
    expect((await worker.api.wallet()).earningsPaise).toBe(5_000);
  });

  it('returns the hold at once when RazorpayX refuses, and on payout.failed', async () => {
    refuse = true;
    const refused = (await requestPayout()).json();
    refuse = false;
    expect((await worker.api.wallet()).earningsPaise).toBe(5_000);
    expect((await worker.api.get('/api/wallet/payouts')).json().payouts[0]).toMatchObject({
      id: refused.payoutId,
      status: 'failed',
    });

    const failing = (await requestPayout()).json();
    expect((await worker.api.wallet()).earningsPaise).toBe(0);
    await payoutWebhook('payout.failed', failing.payoutId);
    await payoutWebhook('payout.failed', failing.payoutId);
    expect((await worker.api.wallet()).earningsPaise).toBe(5_000);
  });

  it('keeps the hold when RazorpayX answers 5xx (outcome unknown), calls it once per key, and settles by webhook', async () => {
    const key = randomUUID();
    answerStatus = 503;
    const calls = received.length;
    const first = (await requestPayout(key)).json();
    answerStatus = 200;
    expect((await requestPayout(key)).json()).toEqual(first);
    expect(received.length).toBe(calls + 1);
    expect((await worker.api.get('/api/wallet/payouts')).json().payouts[0]).toMatchObject({
      id: first.payoutId,
      status: 'processing',
    });
    expect((await worker.api.wallet()).earningsPaise).toBe(0);
    await payoutWebhook('payout.processed', first.payoutId);
    expect((await worker.api.get('/api/wallet/payouts')).json().payouts[0]).toMatchObject({ status: 'paid' });
    expect((await worker.api.wallet()).earningsPaise).toBe(0);

    // The bank sends it back later: Earnings return, once.
    await payoutWebhook('payout.reversed', first.payoutId);
    await payoutWebhook('payout.reversed', first.payoutId);
    expect((await worker.api.wallet()).earningsPaise).toBe(5_000);
  });
});
