// POST /api/dev/clock {advanceHours}: moves the application's clock forward, so a browser test sees a
// deadline pass (a dead-number claim refunded after 48 hours) without waiting. Registered by app.ts only
// outside production with the test payment gateway, like the test checkout; never in production.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devClockRequestSchema, devClockResponseSchema } from '@kaamsetu/contract';
import type { OffsetClock } from '../lib/clock.js';
import { errorResponses } from './error-responses.js';

const HOUR_MS = 60 * 60_000;

/** `afterMove` runs what waits on the clock (the claims sweep) so the move shows at once. */
export function devClockRoutes(clock: OffsetClock, afterMove: () => Promise<unknown>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/dev/clock',
      {
        schema: {
          tags: ['dev'],
          summary: 'Move the server clock forward (outside production only; browser tests)',
          body: devClockRequestSchema,
          response: { 200: devClockResponseSchema, ...errorResponses(400) },
        },
      },
      async (request) => {
        clock.advance(request.body.advanceHours * HOUR_MS);
        await afterMove();
        return { success: true as const, now: clock.now().toISOString() };
      },
    );
  };
}
