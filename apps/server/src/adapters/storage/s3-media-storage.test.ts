// The S3 adapter against a local S3-compatible stand-in: signed path-style requests carrying the bytes,
// their type and a long cache lifetime; deletes; failures reaching the caller; and its configuration.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { startS3StandIn, type S3StandIn } from '../../../test/support/s3-stand-in.js';
import { makeTempDir } from '../../../test/support/test-config.js';
import { createMediaStorage } from './create-media-storage.js';
import type { MediaStorage } from './media-storage.js';
import { S3MediaStorage } from './s3-media-storage.js';

const ACCESS_KEY_ID = 'AKIATESTSTANDIN0001';

describe('S3 media storage', () => {
  let standIn: S3StandIn;
  let storage: MediaStorage;
  const publicUrl = () => `${standIn.endpoint}/${standIn.bucket}`;

  beforeAll(async () => {
    standIn = await startS3StandIn();
    // Built the way the server builds it: from the environment, through the frozen config.
    const config = loadConfig({
      DATA_DIR: makeTempDir(),
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: standIn.bucket,
      S3_REGION: 'ap-south-1',
      S3_ENDPOINT: standIn.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: 'stand-in-secret-key',
      S3_PUBLIC_URL: publicUrl(),
    });
    storage = createMediaStorage(config.storage);
    expect(storage).toBeInstanceOf(S3MediaStorage);
  });
  afterAll(async () => {
    await standIn.close();
  });
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.objects.clear();
  });

  it('puts the object path-style, signed with AWS Signature V4, with its type and a year of caching', async () => {
    const key = `profiles/${randomUUID()}.webp`;
    const bytes = Buffer.from('RIFF\u0010\u0000\u0000\u0000WEBPVP8 not really a picture');
    await storage.save(key, bytes);

    expect(standIn.requests).toHaveLength(1);
    const [put] = standIn.requests;
    expect(put).toMatchObject({ method: 'PUT', key });
    expect(put?.body.equals(bytes)).toBe(true);
    expect(put?.headers['content-type']).toBe('image/webp');
    expect(put?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put?.headers.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/\\d{8}/ap-south-1/s3/aws4_request, ` +
          'SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$',
      ),
    );
    // The signature covers the body: its hash is in the signed request.
    expect(put?.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(bytes).digest('hex'));

    // The URL handed to browsers is the public address, and the object is there.
    const url = storage.urlFor(key);
    expect(url).toBe(`${publicUrl()}/${key}`);
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('deletes with a signed DELETE, and deleting a missing key is not an error', async () => {
    const key = `profiles/${randomUUID()}-160.webp`;
    await storage.save(key, Buffer.from('thumbnail'));
    await storage.remove(key);
    await storage.remove(key);

    expect(standIn.requests.map((request) => [request.method, request.key])).toEqual([
      ['PUT', key],
      ['DELETE', key],
      ['DELETE', key],
    ]);
    expect(standIn.requests[1]?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=/);
    expect(standIn.objects.has(key)).toBe(false);
    expect((await fetch(storage.urlFor(key))).status).toBe(404);
  });

  it('retries a store that is briefly busy, and fails the save when it stays down', async () => {
    const key = `profiles/${randomUUID()}.webp`;
    standIn.failNext(1);
    await storage.save(key, Buffer.from('second try'));
    expect(standIn.objects.get(key)?.bytes.toString()).toBe('second try');

    const other = `profiles/${randomUUID()}.webp`;
    standIn.failNext(10);
    await expect(storage.save(other, Buffer.from('never stored'))).rejects.toThrow();
    expect(standIn.objects.has(other)).toBe(false);
    standIn.failNext(0);
  });

  it('refuses keys the server would never make, before sending anything', async () => {
    for (const key of ['../etc/passwd.webp', 'profiles/a.html', 'Profiles/A.webp', 'profiles//a.webp', 'a']) {
      await expect(storage.save(key, Buffer.from('x'))).rejects.toThrow(/unsafe media key/);
    }
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('STORAGE_PROVIDER configuration', () => {
  const base = { DATA_DIR: makeTempDir(), JWT_SECRET: 'a-secret-long-enough-to-sign-tokens-safely-123' };
  const s3 = {
    STORAGE_PROVIDER: 's3',
    S3_BUCKET: 'kaamsetu-media',
    S3_REGION: 'auto',
    S3_PUBLIC_URL: 'https://media.kaamsetu.in/',
  };

  it('keeps photos on disk by default', () => {
    expect(loadConfig(base).storage).toEqual({ provider: 'disk', mediaDir: loadConfig(base).mediaDir });
  });

  it('reads the S3 settings, dropping a trailing slash from the public address', () => {
    const config = loadConfig({
      ...base,
      ...s3,
      S3_ENDPOINT: 'https://0123.r2.cloudflarestorage.com',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      provider: 's3',
      bucket: 'kaamsetu-media',
      region: 'auto',
      endpoint: 'https://0123.r2.cloudflarestorage.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      publicUrl: 'https://media.kaamsetu.in',
    });
    expect(loadConfig({ ...base, ...s3 }).storage).toMatchObject({ endpoint: undefined, credentials: undefined });
  });

  it.each(['S3_BUCKET', 'S3_REGION', 'S3_PUBLIC_URL'])('requires %s with STORAGE_PROVIDER=s3', (name) => {
    const env = { ...base, ...s3, [name]: undefined };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: required when STORAGE_PROVIDER=s3`));
  });

  it('refuses half a key pair and addresses that are not http(s)', () => {
    expect(() => loadConfig({ ...base, ...s3, S3_ACCESS_KEY_ID: 'key-id' })).toThrow(/set both, or neither/);
    expect(() => loadConfig({ ...base, ...s3, S3_PUBLIC_URL: 'ftp://media.kaamsetu.in' })).toThrow(/S3_PUBLIC_URL:/);
    expect(() => loadConfig({ ...base, ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT:/);
    expect(() => loadConfig({ ...base, STORAGE_PROVIDER: 'ftp' })).toThrow(/STORAGE_PROVIDER:/);
  });
});
