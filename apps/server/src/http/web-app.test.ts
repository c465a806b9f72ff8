// The server hands out the built web app (with client-side routing fallback) and uploaded media.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp } from '../../test/support/test-app.js';
import { makeTempDir, testConfig } from '../../test/support/test-config.js';

const INDEX_HTML = '<!doctype html><title>KaamSetu</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['src/secret-plan.ts'], sourcesContent: ['// internal'] });

function fakeWebBuild(): string {
  const dir = makeTempDir('kaamsetu-web-');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), SOURCE_MAP);
  writeFileSync(path.join(dir, 'sw.js.map'), SOURCE_MAP);
  return dir;
}

describe('serving the web app and media', () => {
  let testDb: TestDatabase;
  let config: Config;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    config = testConfig({ WEB_DIST_DIR: fakeWebBuild() });
    mkdirSync(config.mediaDir, { recursive: true });
    writeFileSync(path.join(config.mediaDir, 'photo-1f2e.webp'), Buffer.from('RIFF0000WEBP'));
    app = await startTestApp(config, testDb.database);
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  it.each(['/', '/login', '/app/home', '/app/profile-page/42', '/no-such-page'])(
    'answers the page %s with the app, which routes on the client',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets compressed and cacheable for a year', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length);
  });

  it.each(['/assets/index-abc123.js.map', '/assets/index-abc123.js%2Emap', '/sw.js.map'])(
    'does not hand out the source map %s that the build left beside the scripts',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      expect(response.body).not.toContain('secret-plan');
    },
  );

  it('answers a missing asset with 404 rather than the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/gone-999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers an unknown API path with JSON, never the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('serves uploaded media with long cache headers, and 404 for media that does not exist', async () => {
    const found = await app.inject({ method: 'GET', url: '/media/photo-1f2e.webp' });
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toBe('image/webp');
    expect(found.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await app.inject({ method: 'GET', url: '/media/nope.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });

  it('does not let a media path climb out of the media folder', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/..%2f..%2fjwt-secret' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(config.jwtSecret);
  });
});
