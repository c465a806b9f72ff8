// Per-IP request limits for the API. Many workers share one mobile-carrier IP (CGNAT), so the default
// is generous (RATE_LIMIT_PER_MINUTE, 600). With REDIS_URL the counters live in Redis and are shared by
// every instance; without it they live in this process.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { AppError } from '../lib/errors.js';
import { serverMessage } from '../lib/language.js';
import { sourceAddress } from '../lib/source-address.js';

export async function registerRateLimit(app: FastifyInstance, config: Config, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    // Not the plugin's per-route hooks: those run after a route's own onRequest hooks, so a request that
    // authentication refuses (401) would never be counted and token guessing would be unlimited. One hook
    // on the root, added below, runs before every route's hooks instead.
    global: false,
    // (So a route's own `config.rateLimit` would not apply: every route shares this one limit.)
    // Pages, assets, media and health checks are not limited; only the API is.
    allowList: (request) => !isApiRequest(request),
    // Counted per source: an IPv6 caller by its /64, from which it could pick a fresh address per request.
    keyGenerator: (request) => sourceAddress(request.ip),
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'kaamsetu-rl:' } : {}),
    // If Redis is down, serve people rather than refuse everyone.
    skipOnError: true,
    // What this returns is thrown, so the one error handler shapes the answer.
    errorResponseBuilder: (request, context) =>
      new AppError('RATE_LIMITED', serverMessage('tooManyRequests', request.headers['accept-language']), {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
  app.addHook('onRequest', app.rateLimit());
}

/**
 * Whether a request is for the API, decided from the route that answers it rather than from how the URL is
 * spelled: the router decodes `/%61pi/users/login` to the /api/users/login route, so a check of the raw URL
 * would let any API route through unlimited.
 */
function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return isApiPath(route);
  // No route matched: a 404. Count whatever reads as /api once decoded, with doubled slashes and any case,
  // so a flood of 404s under /api is limited however it is spelled.
  return isApiPath(normalisedPath(request.url));
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function normalisedPath(url: string): string {
  const rawPath = url.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    decoded = rawPath;
  }
  return decoded.replace(/\/{2,}/g, '/').toLowerCase();
}
