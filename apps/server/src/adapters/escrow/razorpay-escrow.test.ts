// The Route escrow adapter against a local stand-in for Razorpay's Route and Refunds APIs (the real ones are
// outside our world). The stand-in keeps transfers, reversals and refunds as Razorpay's docs describe them,
// refuses a wrong key or a body the docs do not describe, and can be told to answer one call with an error.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EscrowRefusedError } from './escrow-provider.js';
import { RazorpayEscrow, refundIdempotencyKey } from './razorpay-escrow.js';

const escrowAccountId = 'acc_EscrowPartner01';
const expectedAuth = `Basic ${Buffer.from('rzp_test_key:key-secret').toString('base64')}`;

// The request bodies as the docs give them (Create Transfers From Payments, Reverse a Transfer, Create a Normal
// Refund), with nothing else allowed in.
const notes = z.strictObject({ reference: z.string().min(1) });
const paise = z.number().int().positive();
const transferBody = z.strictObject({
  transfers: z
    .array(
      z.strictObject({
        account: z.string().startsWith('acc_'),
        amount: paise,
        currency: z.literal('INR'),
        notes,
        on_hold: z.literal(true),
        on_hold_until: z.number().int().positive(),
      }),
    )
    .length(1),
});
const reversalBody = z.strictObject({ amount: paise, notes });
const refundBody = z.strictObject({ amount: paise, receipt: z.string(), notes });

interface Call {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}
interface StandInTransfer {
  id: string;
  source: string;
  amount: number;
  amount_reversed: number;
  [field: string]: unknown;
}
type Answer = { status: number; body: unknown };

const razorpayError = (status: number, description: string): Answer => ({
  status,
  body: {
    error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
  },
});
const collection = (items: unknown[]): Answer => ({
  status: 200,
  body: { entity: 'collection', count: items.length, items },
});

describe('Razorpay Route escrow adapter', () => {
  let server: Server;
  let apiUrl: string;
  let escrow: RazorpayEscrow;
  let calls: Call[];
  let transfers: StandInTransfer[];
  let reversals: { id: string; transfer_id: string; [field: string]: unknown }[];
  let refunds: Map<string, { id: string; [field: string]: unknown }>;
  // Answers forced on the next call with that method and path: instead of doing it, or (afterDoingIt) after
  // doing it, as when Razorpay acts but its answer is an error or never arrives.
  let forced: (Answer & { method: string; url: string; afterDoingIt?: boolean })[];

  function respond(call: Call): Answer {
    const index = forced.findIndex((entry) => entry.method === call.method && entry.url === call.url);
    const forcedAnswer = index >= 0 ? forced.splice(index, 1)[0] : undefined;
    if (!forcedAnswer) return answer(call);
    if (forcedAnswer.afterDoingIt) answer(call);
    return forcedAnswer;
  }

  function answer({ method, url, headers, body }: Call): Answer {
    if (headers.authorization !== expectedAuth) return razorpayError(401, 'The api key provided is invalid');
    const now = Math.floor(Date.now() / 1000);

    const paymentTransfers = /^\/v1\/payments\/(pay_\w+)\/transfers$/.exec(url);
    if (paymentTransfers && method === 'GET') {
      return collection(transfers.filter((transfer) => transfer.source === paymentTransfers[1]));
    }
    if (paymentTransfers && method === 'POST') {
      const parsed = transferBody.safeParse(body);
      if (!parsed.success) return razorpayError(400, `stand-in: ${z.prettifyError(parsed.error)}`);
      const made = parsed.data.transfers.map((request) => {
        const transfer: StandInTransfer = {
          id: `trf_Stand${transfers.length + 1}`,
          entity: 'transfer',
          status: 'pending',
          source: paymentTransfers[1] as string,
          recipient: request.account,
          amount: request.amount,
          currency: 'INR',
          amount_reversed: 0,
          notes: request.notes,
          linked_account_notes: [],
          on_hold: true,
          on_hold_until: request.on_hold_until,
          settlement_status: null,
          recipient_settlement_id: null,
          created_at: now,
          processed_at: null,
        };
        transfers.push(transfer);
        return transfer;
      });
      return collection(made);
    }

    const transferReversals = /^\/v1\/transfers\/(trf_\w+)\/reversals$/.exec(url);
    const transfer = transfers.find((candidate) => candidate.id === transferReversals?.[1]);
    if (transferReversals && !transfer) return razorpayError(400, 'The id provided does not exist');
    if (transfer && method === 'GET') {
      return collection(reversals.filter((reversal) => reversal.transfer_id === transfer.id));
    }
    if (transfer && method === 'POST') {
      const parsed = reversalBody.safeParse(body);
      if (!parsed.success) return razorpayError(400, `stand-in: ${z.prettifyError(parsed.error)}`);
      if (transfer.amount_reversed + parsed.data.amount > transfer.amount) {
        return razorpayError(400, 'The reversal amount is greater than the amount left on the transfer');
      }
      transfer.amount_reversed += parsed.data.amount;
      const reversal = {
        id: `rvrsl_Stand${reversals.length + 1}`,
        entity: 'reversal',
        transfer_id: transfer.id,
        amount: parsed.data.amount,
        fee: 0,
        tax: 0,
        currency: 'INR',
        notes: parsed.data.notes,
        initiator_id: 'KaamSetuMid01',
        customer_refund_id: null,
        created_at: now,
      };
      reversals.push(reversal);
      return { status: 200, body: reversal };
    }

    const paymentRefund = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(url);
    if (paymentRefund && method === 'POST') {
      const parsed = refundBody.safeParse(body);
      if (!parsed.success) return razorpayError(400, `stand-in: ${z.prettifyError(parsed.error)}`);
      const key = headers['x-refund-idempotency'];
      if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{10,}$/.test(key)) {
        return razorpayError(400, 'stand-in: X-Refund-Idempotency missing or malformed');
      }
      const earlier = refunds.get(key);
      if (earlier) return { status: 200, body: earlier };
      const refund = {
        id: `rfnd_Stand${refunds.size + 1}`,
        entity: 'refund',
        amount: parsed.data.amount,
        currency: 'INR',
        payment_id: paymentRefund[1] as string,
        notes: parsed.data.notes,
        receipt: parsed.data.receipt,
        acquirer_data: { arn: null },
        created_at: now,
        batch_id: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: 'normal',
      };
      refunds.set(key, refund);
      return { status: 200, body: refund };
    }
    return razorpayError(400, 'The requested URL was not found on the server.');
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const call: Call = {
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: text === '' ? undefined : JSON.parse(text),
        };
        calls.push(call);
        const { status, body } = respond(call);
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    escrow = new RazorpayEscrow({ keyId: 'rzp_test_key', keySecret: 'key-secret', escrowAccountId, apiUrl });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    calls = [];
    transfers = [];
    reversals = [];
    refunds = new Map();
    forced = [];
  });

  const posts = () => calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }));
  const hold = (reference = 'esc-hold-000001') =>
    escrow.hold({
      reference,
      paymentId: 'pay_Employer01',
      amountPaise: 150_000,
      holdUntil: new Date('2031-01-15T10:00:00Z'),
    });

  it('holds by a transfer to the escrow linked account with on_hold until the given time, and returns its id', async () => {
    expect(await hold()).toEqual({ holdId: 'trf_Stand1' });
    expect(posts()).toEqual([
      {
        url: '/v1/payments/pay_Employer01/transfers',
        body: {
          transfers: [
            {
              account: escrowAccountId,
              amount: 150_000,
              currency: 'INR',
              notes: { reference: 'esc-hold-000001' },
              on_hold: true,
              on_hold_until: 1_926_237_600,
            },
          ],
        },
      },
    ]);
    for (const call of calls) expect(call.headers.authorization).toBe(expectedAuth);
    expect(calls.find((call) => call.method === 'POST')?.headers['content-type']).toBe('application/json');
  });

  it('answers a repeated hold with the transfer it already made, even when the first answer was lost', async () => {
    forced.push({
      method: 'POST',
      url: '/v1/payments/pay_Employer01/transfers',
      afterDoingIt: true,
      status: 504,
      body: {},
    });
    await expect(hold()).rejects.toThrow(/outcome unknown \(HTTP 504\)/);
    expect(await hold()).toEqual({ holdId: 'trf_Stand1' });
    expect(await hold()).toEqual({ holdId: 'trf_Stand1' });
    expect(transfers).toHaveLength(1);
    expect(posts()).toHaveLength(1);
  });

  it('treats a transfer Razorpay answers as failed as a refusal', async () => {
    forced.push({
      method: 'POST',
      url: '/v1/payments/pay_Employer01/transfers',
      ...collection([
        {
          id: 'trf_Failed1',
          entity: 'transfer',
          status: 'failed',
          notes: { reference: 'esc-hold-000001' },
          error: { code: 'BAD_REQUEST_ERROR', description: 'Transfer failed due to insufficient balance' },
        },
      ]),
    });
    const refused = hold();
    await expect(refused).rejects.toBeInstanceOf(EscrowRefusedError);
    await expect(refused).rejects.toThrow(/insufficient balance/);
  });

  it('releases by reversing exactly the amount, once however often it is asked', async () => {
    const { holdId } = await hold();
    const release = { reference: 'esc-release-000002', holdId, amountPaise: 50_000 };
    await escrow.release(release);
    await escrow.release(release);
    expect(posts().slice(1)).toEqual([
      {
        url: `/v1/transfers/${holdId}/reversals`,
        body: { amount: 50_000, notes: { reference: 'esc-release-000002' } },
      },
    ]);
    expect(transfers[0]?.amount_reversed).toBe(50_000);
  });

  it('refunds by reversing the amount and then refunding the payment, keyed by the reference', async () => {
    const { holdId } = await hold();
    const refunded = await escrow.refund({
      reference: 'esc-refund-000003',
      holdId,
      paymentId: 'pay_Employer01',
      amountPaise: 100_000,
    });
    expect(refunded).toEqual({ refundId: 'rfnd_Stand1' });
    expect(posts().slice(1)).toEqual([
      {
        url: `/v1/transfers/${holdId}/reversals`,
        body: { amount: 100_000, notes: { reference: 'esc-refund-000003' } },
      },
      {
        url: '/v1/payments/pay_Employer01/refund',
        body: { amount: 100_000, receipt: 'esc-refund-000003', notes: { reference: 'esc-refund-000003' } },
      },
    ]);
    expect(calls.at(-1)?.headers['x-refund-idempotency']).toBe('esc-refund-000003');
    expect(transfers[0]?.amount_reversed).toBe(100_000);
  });

  it('turns a 4xx into EscrowRefusedError carrying Razorpay’s description', async () => {
    const { holdId } = await hold();
    forced.push({
      method: 'POST',
      url: `/v1/transfers/${holdId}/reversals`,
      ...razorpayError(400, 'The transfer has already been fully reversed'),
    });
    const refused = escrow.release({ reference: 'esc-release-000004', holdId, amountPaise: 10_000 });
    await expect(refused).rejects.toBeInstanceOf(EscrowRefusedError);
    await expect(refused).rejects.toThrow(/The transfer has already been fully reversed/);
  });

  it('refuses with Razorpay’s description when the keys are wrong', async () => {
    const wrongKeys = new RazorpayEscrow({ keyId: 'rzp_test_key', keySecret: 'wrong', escrowAccountId, apiUrl });
    const refused = wrongKeys.release({ reference: 'esc-release-000005', holdId: 'trf_Any', amountPaise: 1 });
    await expect(refused).rejects.toBeInstanceOf(EscrowRefusedError);
    await expect(refused).rejects.toThrow(/The api key provided is invalid/);
  });

  it('turns a 5xx into a plain error, and the retry neither reverses nor refunds twice', async () => {
    const { holdId } = await hold();
    const refund = { reference: 'esc-refund-000006', holdId, paymentId: 'pay_Employer01', amountPaise: 150_000 };
    // Razorpay reverses and refunds, but answers the refund with a 500: to us its outcome is unknown.
    forced.push({
      method: 'POST',
      url: '/v1/payments/pay_Employer01/refund',
      afterDoingIt: true,
      status: 500,
      body: { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble completing your request' } },
    });
    const failed = escrow.refund(refund);
    await expect(failed).rejects.toThrow(/outcome unknown \(HTTP 500\)/);
    await expect(failed).rejects.not.toBeInstanceOf(EscrowRefusedError);

    expect(await escrow.refund(refund)).toEqual({ refundId: 'rfnd_Stand1' });
    expect(reversals).toHaveLength(1);
    expect(transfers[0]?.amount_reversed).toBe(150_000);
    expect(refunds.size).toBe(1);
  });

  it('treats a 409 (the same idempotency key still being processed) as worth a retry, not a refusal', async () => {
    const { holdId } = await hold();
    forced.push({
      method: 'GET',
      url: `/v1/transfers/${holdId}/reversals`,
      ...razorpayError(409, 'Request is already being processed'),
    });
    const failed = escrow.release({ reference: 'esc-release-000007', holdId, amountPaise: 1_000 });
    await expect(failed).rejects.toThrow(/HTTP 409/);
    await expect(failed).rejects.not.toBeInstanceOf(EscrowRefusedError);
  });

  it('turns no answer at all into a plain error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = new RazorpayEscrow({
      keyId: 'rzp_test_key',
      keySecret: 'key-secret',
      escrowAccountId,
      apiUrl: `http://127.0.0.1:${port}`,
    });
    const failed = unreachable.release({ reference: 'esc-release-000008', holdId: 'trf_Any', amountPaise: 1 });
    await expect(failed).rejects.toThrow(/got no answer/);
    await expect(failed).rejects.not.toBeInstanceOf(EscrowRefusedError);
  });

  it('keys a refund by the reference when Razorpay accepts it as a key, else by a stable hash of it', () => {
    expect(refundIdempotencyKey('3f0b6c2e-9d1a-4e8b-a7c5-0e2f4d6b8a10')).toBe('3f0b6c2e-9d1a-4e8b-a7c5-0e2f4d6b8a10');
    const hashed = refundIdempotencyKey('escrow:42');
    expect(hashed).toMatch(/^[A-Za-z0-9_-]{10,36}$/);
    expect(refundIdempotencyKey('escrow:42')).toBe(hashed);
    expect(refundIdempotencyKey('escrow:43')).not.toBe(hashed);
  });
});
