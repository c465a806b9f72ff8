// buildApp: the whole HTTP application, ready for app.inject() in tests or listen() in main.ts.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Writable } from 'node:stream';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { openReadReplicas, REPLICA_REST_MS } from './db/read-replicas.js';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.js';
import { registerGracefulClose } from './http/graceful-close.js';
import { registerOpenApi } from './http/openapi.js';
import { registerRateLimit } from './http/rate-limit.js';
import { registerSecurity } from './http/security.js';
import { registerTextGuard } from './http/text-guard.js';
import { serverTimeouts } from './http/timeouts.js';
import { trustProxyOption } from './http/trust-proxy.js';
import { registerWebApp } from './http/web-app.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createSmsSender } from './adapters/sms/create-sms-sender.js';
import type { SmsSender } from './adapters/sms/sms-sender.js';
import { OffsetClock, systemClock, type Clock } from './lib/clock.js';
import { devClockRoutes } from './http/dev-clock.js';
import type { AuthContext } from './modules/auth/auth-context.js';
import { SessionCache } from './modules/auth/session-cache.js';
import { createPaymentGateway } from './adapters/payments/create-payment-gateway.js';
import type { PaymentGateway } from './adapters/payments/payment-gateway.js';
import { createPayoutProvider } from './adapters/payouts/create-payout-provider.js';
import { checkLedger } from './modules/ledger/ledger.js';
import type { MoneyContext } from './modules/money/money-context.js';
import { paymentRoutes } from './modules/money/payments.routes.js';
import { staffPayoutRoutes } from './modules/money/staff-payouts.routes.js';
import { walletRoutes } from './modules/money/wallet.routes.js';
import { myContactsRoutes } from './modules/money/my-contacts.routes.js';
import { requestRoutes } from './modules/requests/requests.routes.js';
import { adminRoutes } from './modules/back-office/admin.routes.js';
import type { BackOfficeContext } from './modules/back-office/back-office-context.js';
import { staffWorkPhotoRoutes, workPhotoRoutes } from './modules/profiles/work-photos.routes.js';
import { backOfficeRoutes } from './modules/back-office/back-office.routes.js';
import { privacyRoutes } from './modules/privacy/privacy.routes.js';
import type { ProfilesContext } from './modules/profiles/profiles-context.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { deriveOtpKey, sweepExpiredOtpRecords } from './modules/auth/otp.service.js';
import { staffAuthRoutes } from './modules/auth/staff-auth.routes.js';
import { createTokenService } from './modules/auth/tokens.js';
import { createMediaStorage } from './adapters/storage/create-media-storage.js';
import type { MediaStorage } from './adapters/storage/media-storage.js';
import { registerMultipart } from './http/multipart.js';
import { MemoryResultCache, RedisResultCache } from './lib/result-cache.js';
import { createMetrics, registerMetrics } from './http/metrics.js';
import { errorForLog, requestForLog } from './lib/log-safety.js';
import { profileRoutes } from './modules/profiles/profiles.routes.js';
import { reviewRoutes, staffReviewRoutes } from './modules/reviews/reviews.routes.js';
import type { SafetyContext } from './modules/safety/safety-context.js';
import { numberCheckRoutes, safetyRoutes, staffSafetyRoutes } from './modules/safety/safety.routes.js';
import { placeRoutes } from './modules/places/places.routes.js';
import { forgetBlockedPerson, setBlocked } from './modules/back-office/blocking.js';
import { jobNoticeSender } from './modules/jobs/job-notices.js';
import { createEscrowProvider } from './adapters/escrow/create-escrow-provider.js';
import type { EscrowProvider } from './adapters/escrow/escrow-provider.js';
import type { AgreementsContext } from './modules/agreements/agreements-context.js';
import { agreementRoutes, staffAgreementRoutes } from './modules/agreements/agreements.routes.js';
import { releaseDue, settleAgreementOrder } from './modules/agreements/agreements.service.js';
import { sendEscrowInstructions } from './modules/agreements/escrow-sender.js';
import type { JobsContext } from './modules/jobs/jobs-context.js';
import { jobRoutes, publicJobRoutes, staffJobRoutes } from './modules/jobs/jobs.routes.js';
import { jobPreview } from './modules/jobs/jobs.service.js';
import { registerSuspensionGuard } from './modules/safety/suspension-guard.js';
import type { ClaimsContext } from './modules/claims/claims-context.js';
import { claimRoutes } from './modules/claims/claims.routes.js';
import { refundOverdueClaims } from './modules/claims/claim-refunds.js';
import { staffClaimRoutes } from './modules/claims/staff-claims.routes.js';
import { staffVerificationRoutes, verificationRoutes } from './modules/verification/verification.routes.js';
import type { VerificationContext } from './modules/verification/verification-context.js';
import type { NotificationsContext } from './modules/notifications/notifications-context.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { startOutboxSender } from './modules/notifications/outbox-sender.js';

export interface AppDeps {
  database: Database;
  redis?: Redis | undefined;
  /** Tests move time forward with their own clock. */
  clock?: Clock;
  /** Defaults to the adapter SMS_PROVIDER names. */
  sms?: SmsSender;
  /** Defaults to the adapter STORAGE_PROVIDER names. */
  storage?: MediaStorage;
  /** Defaults to the adapter PAYMENT_PROVIDER names. */
  gateway?: PaymentGateway;
  /** Defaults to the adapter ESCROW_PROVIDER names. */
  escrow?: EscrowProvider;
  /** Where log lines go (default: standard output); tests read them. */
  logStream?: Writable;
}

const REQUEST_ID_PATTERN = /^[\w-]{8,64}$/;
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
const OTP_SWEEP_INTERVAL_MS = 10 * 60_000;

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  if (config.storage.provider === 'disk') mkdirSync(config.storage.mediaDir, { recursive: true });

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // One JSON line per event with the request id (reqId). Nothing personal: the path without its query
      // (searches carry names and numbers), and errors without the SQL parameters drizzle attaches.
      serializers: { req: requestForLog, err: errorForLog },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: trustProxyOption(config.trustProxy),
    // JSON bodies here are a few KB at most; a small limit also bounds what deeply nested JSON costs to parse.
    // Photos come as multipart with their own limits (http/multipart.ts); the payment webhook sets its own.
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // A slow or stalled client must not hold a connection forever.
    ...serverTimeouts(config.http),
    // Malformed URLs and over-long path parameters get the one error shape too.
    frameworkErrors: answerFrameworkError,
    // Honour a load balancer's request id when it looks like one; otherwise make our own.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  // First, so every request is known from its start and app.close() can wait for it.
  registerGracefulClose(app, config.http.shutdownTimeoutMs);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerTextGuard(app);
  const metrics = createMetrics();
  registerMetrics(app, metrics, { ...config.metrics, db: deps.database.db, checkLedger });
  // Searches, others' profiles and the Admin's tables read from the replicas; everything else from the primary.
  const replicas = await openReadReplicas(deps.database, {
    urls: config.databaseReadUrls,
    poolSize: config.databasePoolSize,
    watch: {
      replicaDown: (replica, error) =>
        app.log.warn(
          { replica, err: error },
          `read replica unreachable; its reads go elsewhere for ${REPLICA_REST_MS} ms`,
        ),
      fellBack: () => metrics.replicaFallbacks.inc(),
    },
  });
  app.addHook('onClose', () => replicas.close());
  await registerSecurity(app, config);
  await registerRateLimit(app, config, deps.redis);
  await registerOpenApi(app);

  // Outside production (with the test gateway) time can be moved forward through POST /api/dev/clock.
  const movableClock =
    config.nodeEnv !== 'production' && config.money.payments.provider === 'fake'
      ? new OffsetClock(deps.clock ?? systemClock)
      : undefined;
  const clock = movableClock ?? deps.clock ?? systemClock;
  const auth: AuthContext = {
    db: deps.database.db,
    tokens: createTokenService(config.jwtSecret, config.jwtTtlDays, clock),
    sessions: new SessionCache(clock, config.sessionCacheSeconds),
    welcomeCreditsPaise: config.money.welcomeCreditsPaise,
    publicUrl: config.publicUrl,
    otp: {
      db: deps.database.db,
      clock,
      sms: deps.sms ?? createSmsSender(config.sms, clock, app.log),
      otpKey: deriveOtpKey(config.jwtSecret),
      limits: config.otp,
      metrics,
      redis: deps.redis,
      webOtpHost: new URL(config.publicUrl).hostname,
    },
  };

  // Codes and counters are kept only as long as a limit looks back (an hour), then forgotten.
  const sweeper = setInterval(() => {
    sweepExpiredOtpRecords(auth.otp).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sign-in records sweep failed'),
    );
  }, OTP_SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  // Before the routes, so every route inherits it: a suspended person's writes are refused with the reason.
  registerSuspensionGuard(app, deps.database.db);
  await app.register(healthRoutes(deps.database, deps.redis));
  await app.register(authRoutes(auth));
  await app.register(staffAuthRoutes(auth));
  await registerMultipart(app);
  const profilesContext: ProfilesContext = {
    db: deps.database.db,
    reader: replicas.reader,
    clock,
    storage: deps.storage ?? createMediaStorage(config.storage),
    cache: deps.redis ? new RedisResultCache(deps.redis) : new MemoryResultCache(clock),
    lookups: new MemoryResultCache(clock),
    searchCacheSeconds: config.searchCacheSeconds,
    lookupSeconds: config.searchLookupSeconds,
  };
  await app.register(profileRoutes(auth, profilesContext));
  await app.register(workPhotoRoutes(auth, profilesContext));
  await app.register(staffWorkPhotoRoutes(auth, profilesContext));

  const gateway = deps.gateway ?? createPaymentGateway(config.money.payments);
  // Work agreements (decision 026): the wage paid through the gateway, held by the escrow partner.
  const { escrow: escrowConfig, ...agreementsConfig } = config.agreements;
  const agreements: AgreementsContext = {
    db: deps.database.db,
    clock,
    config: agreementsConfig,
    gateway,
    escrow:
      deps.escrow ?? createEscrowProvider(escrowConfig.provider === 'fake' ? { ...escrowConfig, clock } : escrowConfig),
    storage: profilesContext.storage,
    publicUrl: config.publicUrl,
    log: app.log,
  };
  const money: MoneyContext = {
    db: deps.database.db,
    clock,
    config: config.money,
    gateway,
    payouts: createPayoutProvider(config.money.payouts),
    metrics,
    publicUrl: config.publicUrl,
    settleOtherOrder: (tx, orderId, paymentId) => settleAgreementOrder(tx, agreements, orderId, paymentId),
  };
  await app.register(walletRoutes(auth, money));
  await app.register(myContactsRoutes(auth, money));
  await app.register(paymentRoutes(money));
  await app.register(staffPayoutRoutes(auth, money));
  await app.register(agreementRoutes(auth, agreements));
  await app.register(staffAgreementRoutes(auth, agreements));
  // The durable schedule: automatic releases that fell due (also while the server was down), then the escrow
  // partner's instructions. Each instance may run it; the row locks keep every step once.
  const sweepAgreements = async () => {
    await releaseDue(agreements);
    await sendEscrowInstructions(agreements);
  };
  if (config.agreements.sweepIntervalMs > 0) {
    let sweeping: Promise<void> | undefined;
    const sweep = () => {
      sweeping ??= sweepAgreements()
        .catch((error: unknown) => app.log.warn({ err: error }, 'agreements sweep failed'))
        .finally(() => {
          sweeping = undefined;
        });
    };
    const agreementSweeper = setInterval(sweep, config.agreements.sweepIntervalMs).unref();
    // At once on start too: what fell due while the server was down is released without waiting a round.
    app.addHook('onReady', async () => sweep());
    app.addHook('onClose', async () => {
      clearInterval(agreementSweeper);
      await sweeping;
    });
  }
  await app.register(requestRoutes(auth, deps.database.db, { clock, publicUrl: config.publicUrl }));
  const reviews = { db: deps.database.db, clock };
  await app.register(reviewRoutes(auth, reviews));
  await app.register(staffReviewRoutes(auth, reviews));
  const backOffice: BackOfficeContext = {
    db: deps.database.db,
    reader: replicas.reader,
    clock,
    otp: auth.otp,
    profiles: profilesContext,
    sessions: auth.sessions,
    welcomeCreditsPaise: config.money.welcomeCreditsPaise,
    cache: new MemoryResultCache(clock),
    publicUrl: config.publicUrl,
  };
  await app.register(backOfficeRoutes(auth, backOffice));
  const verification: VerificationContext = { db: deps.database.db, clock, searchCache: profilesContext.cache };
  await app.register(verificationRoutes(auth, verification));
  await app.register(staffVerificationRoutes(auth, verification));
  await app.register(adminRoutes(auth, backOffice));
  await app.register(
    privacyRoutes(auth, {
      db: deps.database.db,
      clock,
      storage: profilesContext.storage,
      otp: auth.otp,
      sessions: auth.sessions,
      searchCache: profilesContext.cache,
    }),
  );

  const safety: SafetyContext = {
    db: deps.database.db,
    clock,
    publicUrl: config.publicUrl,
    searchCache: profilesContext.cache,
  };
  await app.register(numberCheckRoutes(safety));
  await app.register(placeRoutes(deps.database.db));
  await app.register(safetyRoutes(auth, safety));
  await app.register(staffSafetyRoutes(auth, safety));
  const claims: ClaimsContext = {
    db: deps.database.db,
    clock,
    config: config.claims,
    otp: auth.otp,
    searchCache: profilesContext.cache,
    publicUrl: config.publicUrl,
  };
  await app.register(claimRoutes(auth, claims));
  await app.register(staffClaimRoutes(auth, claims));
  // Claims whose worker did not confirm in time are refunded here as well as whenever claims are read.
  const claimSweeper = setInterval(() => {
    refundOverdueClaims(claims).catch((error: unknown) => app.log.warn({ err: error }, 'claims sweep failed'));
  }, config.claims.sweepIntervalMs).unref();
  app.addHook('onClose', async () => clearInterval(claimSweeper));
  // The inbox, and the sender of the SMS waiting in the outbox (decision 022).
  const notifications: NotificationsContext = {
    db: deps.database.db,
    clock,
    sms: auth.otp.sms,
    log: app.log,
    publicUrl: config.publicUrl,
  };
  await app.register(notificationRoutes(auth, notifications));
  if (config.notifications.sendIntervalMs > 0) {
    const sender = startOutboxSender(notifications, config.notifications.sendIntervalMs);
    app.addHook('onClose', () => sender.stop());
  }
  // Jobs near you (decision 023): posts, matching that tells workers through notify(), the moderation queue.
  const jobsContext: JobsContext = {
    db: deps.database.db,
    clock,
    storage: profilesContext.storage,
    config: config.jobs,
    notifyWorkers: jobNoticeSender({ clock, publicUrl: config.publicUrl }),
    blockPerson: {
      inTransaction: (tx, actor, personId, reason) =>
        setBlocked(backOffice, tx, actor, { personId, blocked: true, reason }),
      afterCommit: (personId) => forgetBlockedPerson(backOffice, personId),
    },
  };
  await app.register(jobRoutes(auth, jobsContext));
  await app.register(publicJobRoutes(jobsContext));
  await app.register(staffJobRoutes(auth, jobsContext));
  if (movableClock) {
    await app.register(
      devClockRoutes(movableClock, async () => {
        await refundOverdueClaims(claims);
        await sweepAgreements();
      }),
    );
  }

  // A shared job link's preview tags in the page (decision 023).
  await registerWebApp(app, config, {
    job: (jobId, acceptLanguage) => jobPreview(jobsContext, jobId, acceptLanguage),
  });
  return app;
}
