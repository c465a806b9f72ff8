// Cross-cutting HTTP behaviour every endpoint relies on: one error shape, request ids,
// security headers, CORS for the reference client, and the generated API documentation.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@kaamsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/errors.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp } from '../../test/support/test-app.js';
import { testConfig } from '../../test/support/test-config.js';

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

    it('answers a body over the size limit with 413', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/probe',
        payload: { name: 'x'.repeat(2_000_000) },
      });
      expect(response.statusCode).toBe(413);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
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
