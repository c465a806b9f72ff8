// What the payment gateway calls (the signed webhook), and the test gateway's checkout outside production.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fakePaymentRequestSchema, fakePaymentResponseSchema } from '@kaamsetu/contract';
import { z } from 'zod';
import { FakePaymentGateway } from '../../adapters/payments/fake-gateway.js';
import { errorResponses } from '../../http/error-responses.js';
import { AppError } from '../../lib/errors.js';
import type { MoneyContext } from './money-context.js';
import { findRechargeOrder, handleWebhook } from './wallet.service.js';

function parseJson(body: unknown): unknown {
  try {
    return JSON.parse(typeof body === 'string' && body !== '' ? body : '{}');
  } catch {
    return undefined;
  }
}

export function paymentRoutes(ctx: MoneyContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The signature covers the exact bytes the gateway sent, so this plugin keeps JSON bodies as text.
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      '/api/payments/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Payment gateway webhook (HMAC-SHA256 of the raw body in X-Razorpay-Signature)',
          headers: z.object({ 'x-razorpay-signature': z.string().max(200).optional() }),
          response: { 200: z.object({ success: z.literal(true), handled: z.boolean() }), ...errorResponses(400) },
        },
      },
      (request) =>
        handleWebhook(
          ctx,
          typeof request.body === 'string' ? request.body : '',
          request.headers['x-razorpay-signature'],
        ),
    );

    const gateway = ctx.gateway;
    if (!(gateway instanceof FakePaymentGateway)) return;

    app.post(
      '/api/dev/fake-gateway/orders/:orderId/pay',
      {
        schema: {
          tags: ['payments'],
          summary: 'Test gateway checkout: pay or fail an order (only with PAYMENT_PROVIDER=fake)',
          params: z.object({ orderId: z.string().min(1).max(100) }),
          response: { 200: fakePaymentResponseSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const parsed = fakePaymentRequestSchema.safeParse(parseJson(request.body));
        if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'outcome must be "success" or "failure"');
        const { orderId } = request.params;
        const order = await findRechargeOrder(ctx, orderId);
        const { paymentId, signature } = gateway.pay(orderId);
        if (parsed.data.outcome === 'failure') {
          return { success: true as const, orderId, paymentId, signature: '', status: 'failed' as const };
        }
        if (parsed.data.sendWebhook) {
          const webhook = gateway.webhookFor({ orderId, paymentId, amountPaise: order.amountPaise });
          await app.inject({
            method: 'POST',
            url: '/api/payments/webhook',
            headers: { 'content-type': 'application/json', 'x-razorpay-signature': webhook.signature },
            payload: webhook.body,
          });
        }
        return { success: true as const, orderId, paymentId, signature, status: 'captured' as const };
      },
    );
  };
}
