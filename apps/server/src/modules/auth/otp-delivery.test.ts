// Getting codes to phones: the HTTP SMS gateway adapter against a real HTTP server on loopback, what
// happens when the gateway fails, and the per-network send limit.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../../../test/support/auth-flows.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/databases.js';
import { startTestApp } from '../../../test/support/test-app.js';
import { testConfig } from '../../../test/support/test-config.js';

interface GatewayRequest {
  authorization: string | undefined;
  body: { to: string; message: string; senderId: string; dltTemplateId: string };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });
}

describe('SMS through an HTTP gateway', () => {
  let testDb: TestDatabase;
  let gateway: Server;
  let app: FastifyInstance;
  const received: GatewayRequest[] = [];
  let gatewayStatus = 200;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    gateway = createServer(async (request, response) => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(await readBody(request)) });
      response.writeHead(gatewayStatus, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    const config = testConfig({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${port}/v1/sms`,
      SMS_HTTP_API_KEY: 'gateway-key-123',
      SMS_SENDER_ID: 'KMSETU',
      SMS_DLT_TEMPLATE_ID: '1207161234567890123',
      PUBLIC_URL: 'https://kaamsetu.example:8443/',
    });
    app = await startTestApp(config, testDb.database);
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => gateway.close(resolve));
    await testDb.destroy();
  });

  it('posts the code with the sender id and DLT template id', async () => {
    const phone = uniquePhone().e164;
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { name: 'asha', phone, userType: 'Labourer' },
    });
    expect(response.statusCode).toBe(200);
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer gateway-key-123',
      body: {
        to: phone,
        message: expect.stringMatching(/^\d{6} is your KaamSetu sign-up code\./),
        senderId: 'KMSETU',
        dltTemplateId: '1207161234567890123',
      },
    });
    // The last line binds the code to our site, so Android Chrome can fill it in (WebOTP).
    const message = (received.at(-1)?.body as { message: string }).message;
    const code = message.slice(0, 6);
    expect(message.endsWith(`\n\n@kaamsetu.example #${code}`)).toBe(true);
  });

  it('answers 503 when the gateway fails, and lets the person try again at once', async () => {
    const phone = uniquePhone().e164;
    gatewayStatus = 500;
    const failed = await app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { name: 'asha', phone, userType: 'Labourer' },
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe('We could not send the SMS. Try again in a minute.');

    gatewayStatus = 200;
    const retried = await app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { name: 'asha', phone, userType: 'Labourer' },
    });
    expect(retried.statusCode).toBe(200);
  });
});

describe('per-network send limit', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    app = await startTestApp(testConfig({ OTP_SENDS_PER_IP_PER_HOUR: '3' }), testDb.database);
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  const signupFrom = (remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress,
      payload: { name: 'asha', phone: uniquePhone().e164, userType: 'Labourer' },
    });

  it('caps codes sent for one IP address across different numbers, leaving other networks alone', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signupFrom('100.64.0.5')).statusCode).toBe(200);
    const fourth = await signupFrom('100.64.0.5');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('Too many OTP requests from your network. Try again later.');
    expect((await signupFrom('100.64.0.6')).statusCode).toBe(200);
  });

  it('defaults to hundreds of sends per IP an hour, for many people behind one carrier address', () => {
    expect(testConfig().otp.sendsPerIpPerHour).toBe(300);
  });
});
