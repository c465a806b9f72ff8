// Prometheus metrics at GET /metrics, for whoever holds METRICS_TOKEN (no token configured: no endpoint).
// Each app has its own registry, so tests that start several apps in one process count separately.
// Labels are route templates ("/api/profiles/:id"), never raw URLs, so ids and numbers never reach them.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/client.js';
import { ledgerAddsUp, type CheckLedger } from '../lib/ledger-health.js';
import { AppError } from '../lib/errors.js';
import { timingSafeEqual } from 'node:crypto';

export interface AppMetrics {
  readonly registry: Registry;
  readonly otpSends: Counter<'purpose'>;
  readonly unlocks: Counter<'result'>;
  /** Reads meant for a read replica that the primary answered, because no replica could be reached. */
  readonly replicaFallbacks: Counter;
}

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  return {
    registry,
    otpSends: new Counter({
      name: 'kaamsetu_otp_sends_total',
      help: 'One-time codes sent by SMS, by purpose.',
      labelNames: ['purpose'],
      registers: [registry],
    }),
    unlocks: new Counter({
      name: 'kaamsetu_contact_unlocks_total',
      help: 'Contact unlock requests: charged (a new unlock), free (already unlocked or a replay), refused.',
      labelNames: ['result'],
      registers: [registry],
    }),
    replicaFallbacks: new Counter({
      name: 'kaamsetu_db_replica_fallbacks_total',
      help: 'Reads meant for a read replica (DATABASE_READ_URL) that the primary answered: no replica could be reached.',
      registers: [registry],
    }),
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  options: { token: string | undefined; db: Db; ledgerCheckSeconds: number; checkLedger: CheckLedger },
): void {
  const { registry } = metrics;
  collectDefaultMetrics({ register: registry, prefix: 'kaamsetu_process_' });
  const requests = new Counter({
    name: 'kaamsetu_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'kaamsetu_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route template.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  // The ledger check reads every account, so a scrape every few seconds reuses the last answer for a while.
  let lastCheck: { at: number; balanced: boolean } | undefined;
  new Gauge({
    name: 'kaamsetu_ledger_balanced',
    help: '1 when every ledger transaction balances, all accounts sum to zero and stored balances match.',
    registers: [registry],
    async collect() {
      const now = Date.now();
      if (!lastCheck || now - lastCheck.at >= options.ledgerCheckSeconds * 1000) {
        try {
          const balanced = ledgerAddsUp(await options.checkLedger(options.db));
          lastCheck = { at: now, balanced };
        } catch {
          lastCheck = undefined; // Database away: report nothing rather than a stale "balanced".
          this.reset();
          return;
        }
      }
      this.set(lastCheck.balanced ? 1 : 0);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const token = options.token;
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!sameToken(given, token)) throw new AppError('UNAUTHORIZED', 'A metrics token is required.');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
