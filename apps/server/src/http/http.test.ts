// Cross-cutting HTTP behaviour every endpoint relies on: one error shape, request ids,
// security headers, CORS for the reference client, and the generated API documentation.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@kaamsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JSON_BODY_LIMIT_BYTES } from '../app.js';
import { AppError } from '../lib/errors.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/databases.js';
import { multipartForm } from '../../test/support/multipart.js';
import { startTestApp } from '../../test/support/test-app.js';
import { makeTempDir, testConfig } from '../../test/support/test-config.js';
import { readMultipartForm } from './multipart.js';

// A probe route shaped like the real ones, so the shared error handling is exercised end to end.
function addProbeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/probe',
    {
      schema: {
        body: z.object({ name: z.string().min(1, 'Name is required').max(100), age: z.number().int().optional() }),
      },
    },
    async (request) => ({ hello: request.body.name }),
  );
  typed.get('/api/probe/forbidden', async () => {
    throw new AppError('FORBIDDEN', 'You may not do that');
  });
  typed.get('/api/probe/crash', async () => {
    throw new Error('database password is hunter2');
  });
  typed.get(
    '/api/probe/items/:id',
    { schema: { params: z.object({ id: z.string() }), querystring: z.object({ q: z.string().optional() }) } },
    async (request) => ({ id: request.params.id, q: request.query.q }),
  );
  typed.post('/api/probe/form', async (request) => {
    const { fields, file } = await readMultipartForm(request);
    return { fields, fileBytes: file?.length ?? 0 };
  });
}

/** The headers every answer carries, whatever it is: a page, JSON or a photo. */
function expectHardeningHeaders(response: { headers: Record<string, unknown> }, what: string) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['x-frame-options'], what).toBeDefined();
  expect(response.headers['referrer-policy'], what).toBe('no-referrer');
  expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(response.headers['x-powered-by'], what).toBeUndefined();
  expect(response.headers['strict-transport-security'], what).toBeUndefined();
}

describe('HTTP surface', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    app = await startTestApp(testConfig(), testDb.database, { beforeReady: addProbeRoutes });
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  describe('errors', () => {
    it('answers an unknown API path with the JSON 404 shape', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(errorResponseSchema.parse(response.json())).toMatchObject({
        success: false,
        error: { code: 'NOT_FOUND' },
      });
    });

    it('answers a body that fails validation with 400, the field and a clear message', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/probe', payload: { name: '' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Name is required',
        error: { code: 'VALIDATION_FAILED', details: [{ field: 'name', message: 'Name is required' }] },
      });
    });

    it('answers malformed JSON with 400 in the same shape', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/probe',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
    });

    it('answers an unsupported content type with 415', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/probe',
        headers: { 'content-type': 'application/xml' },
        payload: '<name>x</name>',
      });
      expect(response.statusCode).toBe(415);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers a body over the size limit with 413, and reads one just under it', async () => {
      const over = await app.inject({
        method: 'POST',
        url: '/api/probe',
        payload: { name: 'x'.repeat(JSON_BODY_LIMIT_BYTES) },
      });
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({
        success: false,
        message: 'What you sent is too large.',
        error: { code: 'PAYLOAD_TOO_LARGE' },
      });
      const under = await app.inject({
        method: 'POST',
        url: '/api/probe',
        payload: { name: 'x'.repeat(JSON_BODY_LIMIT_BYTES - 100) },
      });
      expect(under.statusCode).toBe(400);
      expect(under.json().error.details).toEqual([{ field: 'name', message: expect.any(String) }]);
    });

    it('answers a broken URL escape and an over-long path parameter in the one shape, without echoing the URL', async () => {
      for (const [url, status] of [
        ['/api/probe/items/%E0%A4', 400],
        ['/api/probe/items/%zz', 400],
        [`/api/probe/items/${'a'.repeat(101)}`, 414],
      ] as const) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(status);
        expect(response.json(), url).toEqual({
          success: false,
          message: 'Some details are missing or not valid.',
          error: { code: 'VALIDATION_FAILED' },
        });
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('refuses the NUL character in a path parameter, the query or the body (the database cannot store it)', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/probe/items/a?q=b' })).json()).toEqual({ id: 'a', q: 'b' });
      for (const request of [
        { method: 'GET' as const, url: '/api/probe/items/a%00b' },
        { method: 'GET' as const, url: '/api/probe/items/a?q=b%00' },
        { method: 'POST' as const, url: '/api/probe', payload: { name: 'Ram\u0000' } },
        { method: 'POST' as const, url: '/api/probe/form', ...multipartForm({ name: 'Ram\u0000' }) },
      ]) {
        const response = await app.inject(request);
        expect(response.statusCode, request.url).toBe(400);
        expect(errorResponseSchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
      }
    });

    it('answers a multipart form it cannot read with 400 and one over its limits with 413, never 500', async () => {
      const form = multipartForm({ name: 'Ram' });
      const body = form.payload.toString('latin1');
      const ok = await app.inject({
        method: 'POST',
        url: '/api/probe/form',
        headers: form.headers,
        payload: form.payload,
      });
      expect(ok.json()).toEqual({ fields: { name: 'Ram' }, fileBytes: 0 });

      const contentType = form.headers['content-type'];
      for (const [label, headers, payload] of [
        ['no boundary', { 'content-type': 'multipart/form-data' }, form.payload],
        ['another boundary', { 'content-type': `${contentType}x` }, form.payload],
        ['cut short', form.headers, Buffer.from(body.slice(0, body.lastIndexOf('--')), 'latin1')],
      ] as const) {
        const response = await app.inject({ method: 'POST', url: '/api/probe/form', headers, payload });
        expect(response.statusCode, label).toBe(400);
        expect(errorResponseSchema.parse(response.json()).error.code, label).toBe('VALIDATION_FAILED');
      }

      const manyParts = multipartForm(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x'])));
      const tooMany = await app.inject({ method: 'POST', url: '/api/probe/form', ...manyParts });
      expect(tooMany.statusCode).toBe(413);
      expect(errorResponseSchema.parse(tooMany.json()).error.code).toBe('PAYLOAD_TOO_LARGE');

      const json = await app.inject({ method: 'POST', url: '/api/probe/form', payload: { name: 'Ram' } });
      expect(json.statusCode).toBe(415);
    });

    it('maps an AppError to its status and message', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/probe/forbidden' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: 'You may not do that', error: { code: 'FORBIDDEN' } });
    });

    it('never leaks the details of a server fault', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/probe/crash' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('hunter2');
      expect(response.json()).toEqual({
        success: false,
        message: 'Something went wrong. Try again',
        error: { code: 'INTERNAL' },
      });
    });

    it('speaks Hindi to a client that asks for it', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/no-such-thing',
        headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      });
      expect(response.json().message).toBe('आपने जो माँगा वह हमें नहीं मिला।');
    });
  });

  describe('request ids', () => {
    it('gives every response a request id', async () => {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("keeps a load balancer's well-formed request id and replaces a malformed one", async () => {
      const kept = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'lb-0123456789abcdef' },
      });
      expect(kept.headers['x-request-id']).toBe('lb-0123456789abcdef');
      const replaced = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': '<script>' } });
      expect(replaced.headers['x-request-id']).not.toBe('<script>');
    });
  });

  describe('security headers', () => {
    it('sends a restrictive content security policy and the usual hardening headers', async () => {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(csp).toContain("frame-src 'none'");
      expect(csp).not.toContain('razorpay');
    });

    it("lets Razorpay's checkout script and frame in only when Razorpay takes the payments", async () => {
      const razorpayApp = await startTestApp(
        testConfig({
          PAYMENT_PROVIDER: 'razorpay',
          RAZORPAY_KEY_ID: 'rzp_test_key',
          RAZORPAY_KEY_SECRET: 'key-secret',
          RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
        }),
        testDb.database,
      );
      const csp = String(
        (await razorpayApp.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
      );
      await razorpayApp.close();
      expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
      expect(csp).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com');
    });
    it('sends them on a page, an API answer and a photo alike', async () => {
      const webDist = makeTempDir('kaamsetu-web-');
      writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>KaamSetu</title>');
      const config = testConfig({ WEB_DIST_DIR: webDist });
      mkdirSync(config.mediaDir, { recursive: true });
      writeFileSync(path.join(config.mediaDir, 'photo-0a1b.webp'), Buffer.from('RIFF0000WEBP'));
      const site = await startTestApp(config, testDb.database);
      try {
        const page = await site.inject({ method: 'GET', url: '/login' });
        expect(page.headers['content-type']).toContain('text/html');
        expectHardeningHeaders(page, 'a page');
        const api = await site.inject({ method: 'GET', url: '/api/users/protected' });
        expect(api.statusCode).toBe(401);
        expectHardeningHeaders(api, 'an API answer');
        const photo = await site.inject({ method: 'GET', url: '/media/photo-0a1b.webp' });
        expect(photo.statusCode).toBe(200);
        expectHardeningHeaders(photo, 'a photo');
      } finally {
        await site.close();
      }
    });

    it('asks browsers for HTTPS only in production with https origins', async () => {
      const production = (origins: string) =>
        testConfig({
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://kaamsetu.example',
          CORS_ORIGINS: origins,
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
      const hsts = async (config: ReturnType<typeof testConfig>) => {
        const instance = await startTestApp(config, testDb.database);
        const response = await instance.inject({ method: 'GET', url: '/healthz' });
        await instance.close();
        return {
          hsts: response.headers['strict-transport-security'],
          csp: response.headers['content-security-policy'],
        };
      };
      const secure = await hsts(production('https://kaamsetu.example'));
      expect(secure.hsts).toBe('max-age=31536000; includeSubDomains');
      expect(secure.csp).toContain('upgrade-insecure-requests');
      expect((await hsts(production('http://kaamsetu.internal:5003'))).hsts).toBeUndefined();
      expect(
        (await app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security'],
      ).toBeUndefined();
    });
  });

  describe('CORS', () => {
    it('grants the reference client on localhost:5173 a credentialed preflight', async () => {
      const response = await app.inject({
        method: 'OPTIONS',
        url: '/api/users/protected',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    });

    it('echoes the allowed origin with credentials on the actual request too', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/users/protected',
        headers: { origin: 'http://localhost:5173' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    });

    it('gives an unknown origin no grant', async () => {
      const response = await app.inject({
        method: 'OPTIONS',
        url: '/api/users/protected',
        headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });

  describe('API documentation', () => {
    it('publishes an OpenAPI document listing the routes', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/api/probe']));
      expect(document.paths['/api/probe'].post.requestBody.content['application/json'].schema.required).toEqual([
        'name',
      ]);
    });

    it('serves a browsable page', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('swagger');
    });
  });
});
