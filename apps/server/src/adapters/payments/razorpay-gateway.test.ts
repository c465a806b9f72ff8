// The Razorpay adapter against a local stand-in for the Orders API (the real one is outside our world):
// what it sends, what it does with the answer, and Razorpay's signature scheme.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RazorpayGateway } from './razorpay-gateway.js';

describe('Razorpay gateway adapter', () => {
  let server: Server;
  let seen: { method?: string; url?: string; authorization?: string; body?: unknown } = {};
  let answer: { status: number; body: unknown } = { status: 200, body: { id: 'order_Test123' } };
  let gateway: RazorpayGateway;

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      seen = {
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        body: JSON.parse(await readBody(request)),
      };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    gateway = new RazorpayGateway({
      keyId: 'rzp_test_key',
      keySecret: 'key-secret',
      webhookSecret: 'hook-secret',
      apiUrl: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('creates an order in paise with basic auth and returns its id', async () => {
    answer = { status: 200, body: { id: 'order_Test123', amount: 10_000 } };
    expect(await gateway.createOrder({ amountPaise: 10_000, receipt: 'recharge-1' })).toEqual({
      orderId: 'order_Test123',
    });
    expect(seen).toEqual({
      method: 'POST',
      url: '/v1/orders',
      authorization: `Basic ${Buffer.from('rzp_test_key:key-secret').toString('base64')}`,
      body: { amount: 10_000, currency: 'INR', receipt: 'recharge-1' },
    });
  });

  it('fails loudly when Razorpay refuses', async () => {
    answer = { status: 401, body: { error: { code: 'BAD_REQUEST_ERROR' } } };
    await expect(gateway.createOrder({ amountPaise: 10_000, receipt: 'r' })).rejects.toThrow(/HTTP 401/);
  });

  it('checks checkout and webhook signatures the way Razorpay makes them', () => {
    const signature = createHmac('sha256', 'key-secret').update('order_A|pay_B').digest('hex');
    expect(gateway.verifyPayment({ orderId: 'order_A', paymentId: 'pay_B', signature })).toBe(true);
    expect(gateway.verifyPayment({ orderId: 'order_A', paymentId: 'pay_C', signature })).toBe(false);
    const body = '{"event":"payment.captured"}';
    expect(gateway.verifyWebhook(body, createHmac('sha256', 'hook-secret').update(body).digest('hex'))).toBe(true);
    expect(gateway.verifyWebhook(`${body} `, createHmac('sha256', 'hook-secret').update(body).digest('hex'))).toBe(
      false,
    );
  });
});
