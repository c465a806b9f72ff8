// Profile photos with STORAGE_PROVIDER=s3, through the real API: uploads land in the bucket (here a local
// S3-compatible stand-in), profiles point at the public address, the server no longer serves /media, the
// page policy admits the photos' origin, and a store outage fails the upload without touching the profile.
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { signUp } from '../../../test/support/auth-flows.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/databases.js';
import { pngPhoto } from '../../../test/support/images.js';
import { multipartForm, type FilePart } from '../../../test/support/multipart.js';
import { startS3StandIn, type S3StandIn } from '../../../test/support/s3-stand-in.js';
import { startTestApp } from '../../../test/support/test-app.js';
import { testConfig } from '../../../test/support/test-config.js';

describe('profile photos in S3 storage', () => {
  let standIn: S3StandIn;
  let testDb: TestDatabase;
  let config: Config;
  let app: FastifyInstance;
  let photo: FilePart;
  // A CDN-like public address with a path of its own, on the stand-in so browsers' fetches can be shown.
  const publicUrl = () => `${standIn.endpoint}/${standIn.bucket}`;

  beforeAll(async () => {
    standIn = await startS3StandIn();
    testDb = await createTestDatabase('pglite');
    config = testConfig({
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: standIn.bucket,
      S3_REGION: 'ap-south-1',
      S3_ENDPOINT: standIn.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'AKIATESTSTANDIN0002',
      S3_SECRET_ACCESS_KEY: 'stand-in-secret-key',
      S3_PUBLIC_URL: `${publicUrl()}/`,
    });
    app = await startTestApp(config, testDb.database);
    photo = { filename: 'me.png', contentType: 'image/png', bytes: await pngPhoto() };
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
    await standIn.close();
  });

  const submitLabourerForm = (person: { token: string; userId: string; phone: string }, file?: FilePart) => {
    const form = multipartForm(
      {
        id: person.userId,
        name: 'ramesh kumar',
        location: 'Jaipur, Rajasthan',
        contactNumber: person.phone,
        skills: 'Plumber',
      },
      file,
    );
    return app.inject({
      method: 'POST',
      url: '/api/users/protected/labourer/profile',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${person.token}` },
    });
  };
  const keyOf = (url: string) => url.slice(`${publicUrl()}/`.length);

  it('puts the photo and its thumbnail in the bucket and points the profile at the public address', async () => {
    const person = await signUp(app, config, { name: 'ramesh', userType: 'Labourer' });
    const response = await submitLabourerForm(person, photo);
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json().profile;
    expect(imageUrl).toMatch(new RegExp(`^${publicUrl()}/profiles/[0-9a-f-]{36}\\.webp$`));

    const photoKey = keyOf(imageUrl);
    const thumbnailKey = photoKey.replace('.webp', '-160.webp');
    const puts = standIn.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.key).sort()).toEqual([photoKey, thumbnailKey].sort());
    for (const put of puts) {
      expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIATESTSTANDIN0002\//);
      expect(put.headers['content-type']).toBe('image/webp');
      expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // What a browser gets from the public address is the re-encoded photo, not the upload.
    const fetched = Buffer.from(await (await fetch(imageUrl)).arrayBuffer());
    expect(await sharp(fetched).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    const thumbnail = standIn.objects.get(thumbnailKey)?.bytes;
    expect(thumbnail && (await sharp(thumbnail).metadata())).toMatchObject({ width: 160, height: 160 });

    // Other people's cards show the thumbnail from the same place.
    const employer = await signUp(app, config, { name: 'suresh', userType: 'Employer' });
    const cards = await app.inject({
      method: 'POST',
      url: '/api/users/protected/get-random-profiles',
      payload: { id: employer.userId },
      headers: { authorization: `Bearer ${employer.token}` },
    });
    expect(cards.json().profiles.map((card: { profileImage: string }) => card.profileImage)).toContain(
      `${publicUrl()}/${thumbnailKey}`,
    );

    // Nothing is written to or served from the server's own disk.
    expect(existsSync(config.mediaDir)).toBe(false);
    const local = await app.inject({ method: 'GET', url: `/media/${photoKey}` });
    expect(local.statusCode).toBe(404);
    expect(local.json().error.code).toBe('NOT_FOUND');
  });

  it("admits the photos' origin in the page's image policy", async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    const imgSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('img-src'));
    expect(imgSrc?.trim().split(/\s+/)).toContain(standIn.endpoint);
  });

  it('deletes the old photo from the bucket when a new one replaces it', async () => {
    const person = await signUp(app, config, { name: 'mahesh', userType: 'Labourer' });
    const first = keyOf((await submitLabourerForm(person, photo)).json().profile.imageUrl);
    const second = keyOf((await submitLabourerForm(person, photo)).json().profile.imageUrl);
    expect(second).not.toBe(first);
    const deletes = standIn.requests.filter((request) => request.method === 'DELETE').map((request) => request.key);
    expect(deletes).toEqual(expect.arrayContaining([first, first.replace('.webp', '-160.webp')]));
    expect(standIn.objects.has(first)).toBe(false);
    expect(standIn.objects.has(second)).toBe(true);
  });

  it('fails the upload cleanly while the store is down, and keeps the photo the profile had', async () => {
    const person = await signUp(app, config, { name: 'dinesh', userType: 'Labourer' });
    const before = (await submitLabourerForm(person, photo)).json().profile.imageUrl;
    standIn.failNext(100);
    try {
      const response = await submitLabourerForm(person, photo);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'INTERNAL' } });
      expect(response.body).not.toMatch(/SlowDown|stand-in|at .*\.ts/);
    } finally {
      standIn.failNext(0);
    }
    const own = await app.inject({
      method: 'POST',
      url: '/api/users/protected/get-profile',
      payload: { id: person.userId },
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(own.json().profile.imageUrl).toBe(before);
    expect(standIn.objects.has(keyOf(before))).toBe(true);
  });
});
