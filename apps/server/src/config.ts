// The only reader of process.env: every setting is parsed and checked here, once, at boot.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const listText = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** Who may name the client's address in X-Forwarded-For: nobody, the nearest N hops, or these addresses. */
export type TrustProxy = false | number | readonly string[];

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_EVERYONE =
  'would trust every address, so any client could choose its own IP with X-Forwarded-For; write the number of ' +
  'proxies in front of the server (1 behind one load balancer) or their addresses or CIDR ranges (e.g. 10.0.0.0/8)';

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

// Never "trust everything": then the left-most X-Forwarded-For entry, which the client writes itself, would be
// its address, and every per-IP limit would be the client's to choose.
const trustProxyText = z.string().transform((value, context): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (['false', 'no', '0'].includes(text)) return false;
  if (['true', 'yes', 'all', '*'].includes(text)) {
    context.addIssue({ code: 'custom', message: `"${value}" ${TRUST_EVERYONE}` });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) {
      context.addIssue({ code: 'custom', message: 'a hop count must be between 0 and 10' });
      return z.NEVER;
    }
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const everyone = entries.find((entry) => /\/0+$/.test(entry));
  if (everyone) {
    context.addIssue({ code: 'custom', message: `"${everyone}" ${TRUST_EVERYONE}` });
    return z.NEVER;
  }
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || invalid.length > 0) {
    context.addIssue({
      code: 'custom',
      message:
        `not a hop count or a list of proxy addresses (${invalid.join(', ') || 'empty'}); write e.g. 1, ` +
        '10.0.0.0/8, 203.0.113.7 or loopback',
    });
    return z.NEVER;
  }
  return Object.freeze(entries);
});

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5003),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_READ_URL: listText
    .pipe(z.array(postgresUrl).min(1, 'lists no URL; write one or more postgres:// URLs, separated by commas'))
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  CORS_ORIGINS: listText.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  TRUST_PROXY: trustProxyText.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  JWT_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMS_PROVIDER: z.enum(['outbox', 'http']).optional(),
  SMS_OUTBOX_FILE: z.string().min(1).optional(),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_API_KEY: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).optional(),
  SMS_DLT_TEMPLATE_ID: z.string().min(1).optional(),
  OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  OTP_SENDS_PER_NUMBER_PER_HOUR: z.coerce.number().int().positive().default(5),
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(300),
  SEED_DEMO: booleanText.default(true),
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  SEARCH_LOOKUP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_LEDGER_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  WELCOME_CREDITS_RUPEES: z.coerce.number().int().min(0).max(100_000).default(500),
  CONTACT_UNLOCK_PRICE_RUPEES: z.coerce.number().int().min(1).max(10_000).default(15),
  WORKER_SHARE_RUPEES: z.coerce.number().int().min(0).max(10_000).default(10),
  CLAIMS_PER_EMPLOYER_PER_MONTH: z.coerce.number().int().min(0).max(1000).default(5),
  CLAIM_CONFIRM_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  CLAIM_SWEEP_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  MAX_OPEN_JOBS: z.coerce.number().int().min(1).max(1000).default(5),
  JOB_MATCH_RADIUS_KM: z.coerce.number().int().min(1).max(200).default(15),
  JOB_MATCH_LIMIT: z.coerce.number().int().min(0).max(1000).default(50),
  NOTIFICATION_SEND_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  PAYMENT_PROVIDER: z.enum(['fake', 'razorpay']).optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  PAYOUT_PROVIDER: z.enum(['manual', 'razorpayx']).default('manual'),
  ESCROW_PROVIDER: z.enum(['fake', 'razorpay']).optional(),
  RAZORPAY_ESCROW_ACCOUNT_ID: z.string().min(1).optional(),
  ESCROW_FEE_PERCENT: z.coerce.number().min(0).max(20).default(0),
  ESCROW_AUTO_RELEASE_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  ESCROW_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  RAZORPAYX_ACCOUNT_NUMBER: z.string().min(1).optional(),
  STORAGE_PROVIDER: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
});

export type Env = Record<string, string | undefined>;

export interface Config {
  readonly nodeEnv: 'development' | 'test' | 'production';
  readonly host: string;
  readonly port: number;
  /** The address people use (PUBLIC_URL), without a trailing slash: links in SMS texts start with it. */
  readonly publicUrl: string;
  readonly dataDir: string;
  readonly mediaDir: string;
  readonly webDistDir: string;
  readonly databaseUrl: string | undefined;
  /**
   * PostgreSQL streaming replicas for reads that may be a moment old (DATABASE_READ_URL; decision 027); empty
   * means every read goes to DATABASE_URL.
   */
  readonly databaseReadUrls: readonly string[];
  /** Connections each instance keeps to PostgreSQL (not used by the embedded database). */
  readonly databasePoolSize: number;
  readonly redisUrl: string | undefined;
  readonly corsOrigins: readonly string[];
  readonly jwtSecret: string;
  readonly logLevel: string;
  readonly rateLimitPerMinute: number;
  /** Which proxies' X-Forwarded-For is believed (TRUST_PROXY); false believes none. */
  readonly trustProxy: TrustProxy;
  readonly jwtTtlDays: number;
  /** Load demo people on the first start of an empty embedded database (never with DATABASE_URL). */
  readonly seedDemo: boolean;
  /** How long identical searches share one answer; 0 turns the cache off. */
  readonly searchCacheSeconds: number;
  /** What typed words mean, how many profiles have a trade, which town a word names: kept in the process this long. */
  readonly searchLookupSeconds: number;
  readonly sessionCacheSeconds: number;
  readonly http: HttpConfig;
  /** GET /metrics answers only with this bearer token; unset, there is no /metrics. */
  readonly metrics: { readonly token: string | undefined; readonly ledgerCheckSeconds: number };
  readonly money: MoneyConfig;
  readonly claims: ClaimsConfig;
  readonly agreements: AgreementsConfig;
  readonly jobs: JobsConfig;
  readonly notifications: NotificationsConfig;
  readonly sms: SmsConfig;
  readonly storage: StorageConfig;
  readonly otp: {
    readonly resendCooldownSeconds: number;
    readonly sendsPerNumberPerHour: number;
    readonly sendsPerIpPerHour: number;
  };
}

export interface HttpConfig {
  /** Headers and body must have arrived within this, or the connection is closed. */
  readonly requestTimeoutMs: number;
  /** A connection on which nothing moves either way for this long is closed. */
  readonly idleTimeoutMs: number;
  /** On SIGTERM, how long requests under way may take to finish before their connections are cut. */
  readonly shutdownTimeoutMs: number;
}

export type SmsConfig =
  | { readonly provider: 'outbox'; readonly outboxFile: string }
  | {
      readonly provider: 'http';
      readonly url: string;
      readonly apiKey: string;
      readonly senderId: string;
      readonly dltTemplateId: string;
    };

export type StorageConfig =
  | { readonly provider: 'disk'; readonly mediaDir: string }
  | {
      readonly provider: 's3';
      readonly bucket: string;
      readonly region: string;
      /** Unset means AWS itself; set for MinIO, Cloudflare R2 and other S3-compatible stores. */
      readonly endpoint: string | undefined;
      readonly forcePathStyle: boolean;
      /** Unset means the AWS SDK's own chain (AWS_* variables, instance or task role). */
      readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
      /** Where browsers fetch objects: the bucket's public address or a CDN in front of it, no trailing slash. */
      readonly publicUrl: string;
    };

/** Job posts and matching (docs/decisions/023-jobs-and-matching.md). */
export interface JobsConfig {
  /** Live or waiting jobs one Employer may have at once. */
  readonly maxOpenJobs: number;
  /** How far around a new job workers of its trade are told. */
  readonly matchRadiusKm: number;
  /** How many of the best-matched workers are told; 0 tells nobody. */
  readonly matchLimit: number;
}

/** Dead-number claims (docs/decisions/019-dead-number-refunds.md). */
export interface ClaimsConfig {
  /** Claims one Employer may open in a calendar month (India time); 0 turns claims off. */
  readonly perEmployerPerMonth: number;
  /** How long the worker has to confirm their number before the Employer is refunded. */
  readonly confirmHours: number;
  /** How often each instance refunds claims past their deadline (reads of claims also do it). */
  readonly sweepIntervalMs: number;
}

/** Work agreements with the wage held in escrow (docs/decisions/026-agreements-and-escrow.md). */
export interface AgreementsConfig {
  /** KaamSetu's fee, a percentage of the wage paid by the Employer on top; the worker gets the full wage. */
  readonly feePercent: number;
  /** Hours after the worker marks the work done before the rest of the wage releases by itself. */
  readonly autoReleaseHours: number;
  /** How often each instance releases what fell due and sends pending escrow instructions; 0 turns it off. */
  readonly sweepIntervalMs: number;
  readonly escrow:
    | { readonly provider: 'fake'; readonly file: string }
    | {
        readonly provider: 'razorpay';
        readonly keyId: string;
        readonly keySecret: string;
        readonly escrowAccountId: string;
        readonly apiUrl: string;
      };
}

/** Notifications (docs/decisions/022-notifications.md). */
export interface NotificationsConfig {
  /** How often each instance sends the SMS that are due from the outbox; 0 turns the sender off. */
  readonly sendIntervalMs: number;
}

export interface MoneyConfig {
  readonly welcomeCreditsPaise: number;
  readonly unlockPricePaise: number;
  readonly workerSharePaise: number;
  readonly payments:
    | { readonly provider: 'fake'; readonly keySecret: string; readonly webhookSecret: string }
    | {
        readonly provider: 'razorpay';
        readonly keyId: string;
        readonly keySecret: string;
        readonly webhookSecret: string;
        readonly apiUrl: string;
      };
  readonly payouts:
    | { readonly provider: 'manual' }
    | {
        readonly provider: 'razorpayx';
        readonly keyId: string;
        readonly keySecret: string;
        readonly accountNumber: string;
        readonly apiUrl: string;
      };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// The built web app sits beside the server package; src/ and dist/ are both one level below it.
const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function loadConfig(env: Env = process.env): Config {
  // Empty strings mean "not set": shells and .env files often leave variables defined but blank.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const ownOrigin = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;

  if (values.NODE_ENV === 'production' && !values.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  // The sign-up SMS links to the privacy notice at this address; entering its code is consent, so the link
  // must reach the real site, never localhost.
  if (values.NODE_ENV === 'production' && !values.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: required when NODE_ENV=production (the address people use, e.g. https://kaamsetu.in)',
    );
  }
  // Replicas are copies of a PostgreSQL primary; the embedded database has none, and reads sent elsewhere
  // would never see its writes.
  if (values.DATABASE_READ_URL && !values.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URL: needs DATABASE_URL (read replicas copy a PostgreSQL primary; ' +
        'the embedded database has none)',
    );
  }
  const sms = smsConfig(values, dataDir);
  const storage = storageConfig(values, path.join(dataDir, 'media'));
  const jwtSecret = values.JWT_SECRET ?? developmentSecret(dataDir);

  return Object.freeze({
    nodeEnv: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    publicUrl: ownOrigin.replace(/\/+$/, ''),
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? defaultWebDistDir),
    databaseUrl: values.DATABASE_URL,
    databaseReadUrls: Object.freeze(values.DATABASE_READ_URL ?? []),
    databasePoolSize: values.DATABASE_POOL_SIZE,
    redisUrl: values.REDIS_URL,
    corsOrigins: Object.freeze(values.CORS_ORIGINS ?? ['http://localhost:5173', ownOrigin]),
    jwtSecret,
    logLevel: values.LOG_LEVEL,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    trustProxy: values.TRUST_PROXY ?? false,
    jwtTtlDays: values.JWT_TTL_DAYS,
    metrics: { token: values.METRICS_TOKEN, ledgerCheckSeconds: values.METRICS_LEDGER_CHECK_SECONDS },
    seedDemo: values.SEED_DEMO && !values.DATABASE_URL,
    searchCacheSeconds: values.SEARCH_CACHE_SECONDS,
    searchLookupSeconds: values.SEARCH_LOOKUP_SECONDS,
    sessionCacheSeconds: values.SESSION_CACHE_SECONDS,
    http: Object.freeze({
      requestTimeoutMs: values.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: values.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    }),
    money: moneyConfig(values, jwtSecret),
    claims: Object.freeze({
      perEmployerPerMonth: values.CLAIMS_PER_EMPLOYER_PER_MONTH,
      confirmHours: values.CLAIM_CONFIRM_HOURS,
      sweepIntervalMs: values.CLAIM_SWEEP_SECONDS * 1000,
    }),
    agreements: agreementsConfig(values, dataDir),
    jobs: Object.freeze({
      maxOpenJobs: values.MAX_OPEN_JOBS,
      matchRadiusKm: values.JOB_MATCH_RADIUS_KM,
      matchLimit: values.JOB_MATCH_LIMIT,
    }),
    notifications: Object.freeze({ sendIntervalMs: values.NOTIFICATION_SEND_SECONDS * 1000 }),
    sms,
    storage,
    otp: Object.freeze({
      resendCooldownSeconds: values.OTP_RESEND_COOLDOWN_SECONDS,
      sendsPerNumberPerHour: values.OTP_SENDS_PER_NUMBER_PER_HOUR,
      sendsPerIpPerHour: values.OTP_SENDS_PER_IP_PER_HOUR,
    }),
  });
}

function requireAll(values: z.infer<typeof envSchema>, names: (keyof typeof values)[], when: string): void {
  const missing = names.filter((name) => !values[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.map((name) => `${String(name)}: required when ${when}`).join('\n  ')}`,
    );
  }
}

function moneyConfig(values: z.infer<typeof envSchema>, jwtSecret: string): MoneyConfig {
  if (values.WORKER_SHARE_RUPEES > values.CONTACT_UNLOCK_PRICE_RUPEES) {
    throw new ConfigError(
      'Invalid configuration:\n  WORKER_SHARE_RUPEES: cannot be more than CONTACT_UNLOCK_PRICE_RUPEES',
    );
  }
  const paymentProvider = values.PAYMENT_PROVIDER ?? (values.NODE_ENV === 'production' ? 'razorpay' : 'fake');
  if (paymentProvider === 'fake' && values.NODE_ENV === 'production') {
    // The test gateway hands out valid signatures to anyone: free Credits in production.
    throw new ConfigError('Invalid configuration:\n  PAYMENT_PROVIDER: "fake" is not allowed when NODE_ENV=production');
  }
  if (paymentProvider === 'razorpay') {
    requireAll(
      values,
      ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
      'PAYMENT_PROVIDER=razorpay',
    );
  }
  if (values.PAYOUT_PROVIDER === 'razorpayx' && paymentProvider !== 'razorpay') {
    // Test-gateway Credits could otherwise pay real money out through unlocks of a colluding worker.
    throw new ConfigError('Invalid configuration:\n  PAYOUT_PROVIDER: "razorpayx" needs PAYMENT_PROVIDER=razorpay');
  }
  if (values.PAYOUT_PROVIDER === 'razorpayx') {
    requireAll(
      values,
      ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAYX_ACCOUNT_NUMBER'],
      'PAYOUT_PROVIDER=razorpayx',
    );
  }
  const rupees = (amount: number) => amount * 100;
  return Object.freeze({
    welcomeCreditsPaise: rupees(values.WELCOME_CREDITS_RUPEES),
    unlockPricePaise: rupees(values.CONTACT_UNLOCK_PRICE_RUPEES),
    workerSharePaise: rupees(values.WORKER_SHARE_RUPEES),
    payments:
      paymentProvider === 'fake'
        ? Object.freeze({
            provider: 'fake' as const,
            // Two secrets, as Razorpay has: one signs checkout payments (which the test checkout hands to
            // anyone), the other webhooks, so neither signature can stand in for the other.
            keySecret: derivedSecret(jwtSecret, 'fake-gateway key secret'),
            webhookSecret: derivedSecret(jwtSecret, 'fake-gateway webhook secret'),
          })
        : Object.freeze({
            provider: 'razorpay' as const,
            keyId: values.RAZORPAY_KEY_ID as string,
            keySecret: values.RAZORPAY_KEY_SECRET as string,
            webhookSecret: values.RAZORPAY_WEBHOOK_SECRET as string,
            apiUrl: values.RAZORPAY_API_URL,
          }),
    payouts:
      values.PAYOUT_PROVIDER === 'manual'
        ? Object.freeze({ provider: 'manual' as const })
        : Object.freeze({
            provider: 'razorpayx' as const,
            keyId: values.RAZORPAY_KEY_ID as string,
            keySecret: values.RAZORPAY_KEY_SECRET as string,
            accountNumber: values.RAZORPAYX_ACCOUNT_NUMBER as string,
            apiUrl: values.RAZORPAY_API_URL,
          }),
  });
}

function agreementsConfig(values: z.infer<typeof envSchema>, dataDir: string): AgreementsConfig {
  const provider = values.ESCROW_PROVIDER ?? (values.NODE_ENV === 'production' ? 'razorpay' : 'fake');
  if (provider === 'fake' && values.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  ESCROW_PROVIDER: "fake" is not allowed when NODE_ENV=production');
  }
  if (provider === 'razorpay') {
    requireAll(
      values,
      ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_ESCROW_ACCOUNT_ID'],
      'ESCROW_PROVIDER=razorpay',
    );
  }
  return Object.freeze({
    feePercent: values.ESCROW_FEE_PERCENT,
    autoReleaseHours: values.ESCROW_AUTO_RELEASE_HOURS,
    sweepIntervalMs: values.ESCROW_SWEEP_SECONDS * 1000,
    escrow:
      provider === 'fake'
        ? Object.freeze({ provider: 'fake' as const, file: path.join(dataDir, 'escrow-records.jsonl') })
        : Object.freeze({
            provider: 'razorpay' as const,
            keyId: values.RAZORPAY_KEY_ID as string,
            keySecret: values.RAZORPAY_KEY_SECRET as string,
            escrowAccountId: values.RAZORPAY_ESCROW_ACCOUNT_ID as string,
            apiUrl: values.RAZORPAY_API_URL,
          }),
  });
}

function storageConfig(values: z.infer<typeof envSchema>, mediaDir: string): StorageConfig {
  if (values.STORAGE_PROVIDER === 'disk') return Object.freeze({ provider: 'disk' as const, mediaDir });
  requireAll(values, ['S3_BUCKET', 'S3_REGION', 'S3_PUBLIC_URL'], 'STORAGE_PROVIDER=s3');
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS credential chain',
    );
  }
  return Object.freeze({
    provider: 's3' as const,
    bucket: values.S3_BUCKET as string,
    region: values.S3_REGION as string,
    endpoint: values.S3_ENDPOINT,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
    credentials:
      values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? Object.freeze({ accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY })
        : undefined,
    publicUrl: (values.S3_PUBLIC_URL as string).replace(/\/+$/, ''),
  });
}

function smsConfig(values: z.infer<typeof envSchema>, dataDir: string): SmsConfig {
  const provider = values.SMS_PROVIDER ?? (values.NODE_ENV === 'production' ? 'http' : 'outbox');
  if (provider === 'outbox') {
    // Codes in a file are fine on a laptop and in tests; in production they would never reach a phone.
    if (values.NODE_ENV === 'production') {
      throw new ConfigError('Invalid configuration:\n  SMS_PROVIDER: "outbox" is not allowed when NODE_ENV=production');
    }
    return Object.freeze({
      provider,
      outboxFile: path.resolve(values.SMS_OUTBOX_FILE ?? path.join(dataDir, 'sms-outbox.jsonl')),
    });
  }
  const missing = (['SMS_HTTP_URL', 'SMS_HTTP_API_KEY', 'SMS_SENDER_ID', 'SMS_DLT_TEMPLATE_ID'] as const).filter(
    (name) => !values[name],
  );
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.map((name) => `${name}: required when SMS_PROVIDER=http`).join('\n  ')}`,
    );
  }
  return Object.freeze({
    provider,
    url: values.SMS_HTTP_URL as string,
    apiKey: values.SMS_HTTP_API_KEY as string,
    senderId: values.SMS_SENDER_ID as string,
    dltTemplateId: values.SMS_DLT_TEMPLATE_ID as string,
  });
}

function derivedSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}

// Outside production a secret is generated once and kept in DATA_DIR, so sessions survive restarts
// without anyone having to invent a secret on a fresh machine.
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process wrote it first; theirs wins so both sign with the same key.
      return readFileSync(file, 'utf8').trim();
    }
  }
}
