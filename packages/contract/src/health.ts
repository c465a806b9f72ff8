// Liveness and readiness answers, used by load balancers and by `npm start` smoke checks.
import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
  /** Only when the instance is configured with Redis. */
  redis: z.enum(['up', 'down']).optional(),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
