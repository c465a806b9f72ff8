import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { makeTempDir } from '../test/support/test-config.js';

const base = { DATA_DIR: makeTempDir(), JWT_SECRET: 'a-secret-long-enough-to-sign-tokens-safely-123' };

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ JWT_SECRET: base.JWT_SECRET, DATA_DIR: base.DATA_DIR });
    expect(config.port).toBe(5003);
    expect(config.host).toBe('0.0.0.0');
    expect(config.rateLimitPerMinute).toBe(600);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.corsOrigins).toEqual(['http://localhost:5173', 'http://localhost:5003']);
    expect(config.mediaDir).toBe(path.join(base.DATA_DIR, 'media'));
    expect(config.http).toEqual({ requestTimeoutMs: 30_000, idleTimeoutMs: 120_000, shutdownTimeoutMs: 10_000 });
  });

  it('resolves the default DATA_DIR against the working directory', () => {
    const config = loadConfig({ JWT_SECRET: base.JWT_SECRET });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['RATE_LIMIT_PER_MINUTE', '-5'],
    ['HTTP_REQUEST_TIMEOUT_SECONDS', '0'],
    ['HTTP_IDLE_TIMEOUT_SECONDS', 'soon'],
    ['SHUTDOWN_TIMEOUT_SECONDS', '0'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1, proxy.internal'],
    ['TRUST_PROXY', '11'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('trusts no proxy unless told, so X-Forwarded-For is ignored by default', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses and ranges', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 203.0.113.7,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '203.0.113.7',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', 'yes', 'TRUE', '0.0.0.0/0', '10.0.0.1, ::/0'])(
    'refuses TRUST_PROXY=%s, which would let every client choose its IP, and says what to write instead',
    (value) => {
      expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: .*any client could choose its own IP.*\(1 behind one load balancer\)/,
      );
    },
  );

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ ...base, PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 5003, databaseUrl: undefined });
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ DATA_DIR: base.DATA_DIR, NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('requires PUBLIC_URL in production, where the sign-up SMS links to the privacy notice', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required/);
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://kaamsetu.example/' }).publicUrl).toBe('https://kaamsetu.example');
  });

  it('generates a development secret once and keeps it in DATA_DIR', () => {
    const dataDir = makeTempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('reads DATABASE_READ_URL as one or more replica URLs, only beside DATABASE_URL', () => {
    const primary = { ...base, DATABASE_URL: 'postgres://db-primary/kaamsetu' };
    expect(loadConfig(primary).databaseReadUrls).toEqual([]);
    expect(
      loadConfig({ ...primary, DATABASE_READ_URL: 'postgres://db-r1/kaamsetu, postgresql://db-r2:5433/kaamsetu' })
        .databaseReadUrls,
    ).toEqual(['postgres://db-r1/kaamsetu', 'postgresql://db-r2:5433/kaamsetu']);
    expect(() => loadConfig({ ...base, DATABASE_READ_URL: 'postgres://db-r1/kaamsetu' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    );
    expect(() => loadConfig({ ...primary, DATABASE_READ_URL: 'postgres://db-r1/k, mysql://db-r2/k' })).toThrow(
      /DATABASE_READ_URL\.1: must be a postgres:\/\//,
    );
    expect(() => loadConfig({ ...primary, DATABASE_READ_URL: ' , ' })).toThrow(/DATABASE_READ_URL: lists no URL/);
  });

  it('reads CORS_ORIGINS as a comma-separated list', () => {
    const config = loadConfig({ ...base, CORS_ORIGINS: 'https://kaamsetu.in, https://staff.kaamsetu.in' });
    expect(config.corsOrigins).toEqual(['https://kaamsetu.in', 'https://staff.kaamsetu.in']);
  });

  it('writes SMS to the outbox outside production and refuses the outbox in production', () => {
    expect(loadConfig(base).sms).toEqual({
      provider: 'outbox',
      outboxFile: path.join(base.DATA_DIR, 'sms-outbox.jsonl'),
    });
    expect(() =>
      loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://kaamsetu.example', SMS_PROVIDER: 'outbox' }),
    ).toThrow(/SMS_PROVIDER/);
  });

  it('names every missing gateway setting when SMS_PROVIDER=http', () => {
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send' })).toThrow(
      /SMS_HTTP_API_KEY[\s\S]*SMS_SENDER_ID[\s\S]*SMS_DLT_TEMPLATE_ID/,
    );
  });

  it('prices money in paise from rupee settings, with the spec defaults', () => {
    expect(loadConfig(base).money).toMatchObject({
      welcomeCreditsPaise: 50_000,
      unlockPricePaise: 1_500,
      workerSharePaise: 1_000,
      payments: { provider: 'fake' },
      payouts: { provider: 'manual' },
    });
    expect(() => loadConfig({ ...base, WORKER_SHARE_RUPEES: '20' })).toThrow(/WORKER_SHARE_RUPEES/);
  });

  it('refuses the test gateway in production and names missing Razorpay keys', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://kaamsetu.example',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
      SMS_HTTP_API_KEY: 'k',
      SMS_SENDER_ID: 'KMSETU',
      SMS_DLT_TEMPLATE_ID: '1',
    };
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'fake' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig(production)).toThrow(
      /RAZORPAY_KEY_ID[\s\S]*RAZORPAY_KEY_SECRET[\s\S]*RAZORPAY_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...base, PAYOUT_PROVIDER: 'razorpayx' })).toThrow(/needs PAYMENT_PROVIDER=razorpay/);
    const razorpay = {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    };
    expect(() => loadConfig({ ...base, ...razorpay, PAYOUT_PROVIDER: 'razorpayx' })).toThrow(
      /RAZORPAYX_ACCOUNT_NUMBER/,
    );
  });

  it('refuses the fake escrow in production and names the escrow partner’s account when it is missing', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://kaamsetu.example',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
      SMS_HTTP_API_KEY: 'k',
      SMS_SENDER_ID: 'KMSETU',
      SMS_DLT_TEMPLATE_ID: '1',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    };
    expect(() => loadConfig({ ...production, ESCROW_PROVIDER: 'fake' })).toThrow(/ESCROW_PROVIDER/);
    expect(() => loadConfig(production)).toThrow(/RAZORPAY_ESCROW_ACCOUNT_ID/);
    const config = loadConfig({ ...production, RAZORPAY_ESCROW_ACCOUNT_ID: 'acc_partner', ESCROW_FEE_PERCENT: '2' });
    expect(config.agreements).toMatchObject({
      feePercent: 2,
      autoReleaseHours: 72,
      escrow: { provider: 'razorpay', escrowAccountId: 'acc_partner' },
    });
    expect(loadConfig(base).agreements.escrow.provider).toBe('fake');
  });

  it('returns a frozen object', () => {
    expect(Object.isFrozen(loadConfig(base))).toBe(true);
  });
});
