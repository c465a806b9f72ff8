// The server hands out the built web app (with client-side routing fallback) and uploaded media; a live job's
// page carries its link preview (Open Graph tags, escaped), any other job's the plain app.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { postJobResponseSchema } from '@kaamsetu/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/support/databases.js';
import { asPerson } from '../../test/support/money-flows.js';
import { completeProfile } from '../../test/support/profile-flows.js';
import { TestClock } from '../../test/support/test-clock.js';
import { startTestApp } from '../../test/support/test-app.js';
import { makeTempDir, testConfig } from '../../test/support/test-config.js';

const INDEX_HTML = '<!doctype html><title>KaamSetu</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['src/secret-plan.ts'], sourcesContent: ['// internal'] });

function fakeWebBuild(indexHtml = INDEX_HTML): string {
  const dir = makeTempDir('kaamsetu-web-');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
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

  it.each(['/', '/login', '/app/home', '/app/profile-page/42', '/app/my-jobs/7/edit', '/about/', '/admin-dashboard'])(
    'answers the page %s with the app, which routes on the client',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each(['/no-such-page', '/app/no-such-page', '/app/profile-page/42/more', '/login/extra', '/wp-admin'])(
    'answers %s, which the app has no page for, 404 with the app (it shows its not-found page)',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
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

/** A build that pre-rendered the landing page and the sign-in form in English and Hindi. */
function fakePrerenderedBuild(): string {
  const dir = fakeWebBuild();
  const page = (language: string, body: string) =>
    `<!doctype html><html lang="${language}"><title>KaamSetu</title><div id="root" data-prerendered="common">${body}</div>`;
  const pages: Record<string, Record<string, string>> = {
    en: {
      'index.html': page('en', "<h1>The bridge between India's workers and the people who need them.</h1>"),
      'login.html': page('en', '<label for="login-phone">Mobile Number</label><input id="login-phone" type="tel">'),
    },
    hi: {
      'index.html': page('hi', '<h1>भारत के कामगारों और उन्हें काम देने वालों के बीच का पुल।</h1>'),
      'login.html': page('hi', '<label for="login-phone">मोबाइल नंबर</label><input id="login-phone" type="tel">'),
    },
  };
  for (const [language, files] of Object.entries(pages)) {
    mkdirSync(path.join(dir, 'prerendered', language), { recursive: true });
    for (const [file, html] of Object.entries(files)) {
      writeFileSync(path.join(dir, 'prerendered', language, file), html);
      writeFileSync(path.join(dir, 'prerendered', language, `${file}.gz`), gzipSync(html));
    }
  }
  return dir;
}

describe('pre-rendered public pages', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    app = await startTestApp(testConfig({ WEB_DIST_DIR: fakePrerenderedBuild() }), testDb.database);
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  it('answers / in Hindi, hero text and lang="hi" in the HTML itself, for a Hindi browser', async () => {
    const response = await get('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-language']).toBe('hi');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers.vary).toMatch(/accept-language/i);
    expect(response.body).toContain('<html lang="hi">');
    expect(response.body).toContain('भारत के कामगारों और उन्हें काम देने वालों के बीच का पुल।');
  });

  it('answers /login with the sign-in form already in the HTML, in English by default', async () => {
    const response = await get('/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('en');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<input id="login-phone" type="tel">');
    expect(response.body).toContain('Mobile Number');
  });

  it('prefers the language chosen in the app (its cookie) over the browser’s', async () => {
    const chosen = await get('/login', { cookie: 'other=1; kaamsetu.language=hi', 'accept-language': 'en-IN' });
    expect(chosen.body).toContain('मोबाइल नंबर');
    const english = await get('/', { cookie: 'kaamsetu.language=en', 'accept-language': 'hi' });
    expect(english.body).toContain('<html lang="en">');
  });

  it('falls back to English for a language the build did not write, or a cookie it does not know', async () => {
    expect((await get('/', { 'accept-language': 'ta' })).body).toContain('<html lang="en">');
    expect((await get('/', { cookie: 'kaamsetu.language=fr', 'accept-language': 'hi' })).body).toContain(
      '<html lang="hi">',
    );
  });

  it('sends the build’s compressed copy to browsers that accept it, still varying by language', async () => {
    const response = await get('/', { 'accept-language': 'hi', 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers.vary).toMatch(/accept-language/i);
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(gunzipSync(response.rawPayload).toString()).toContain('<html lang="hi">');
  });

  it.each([
    ['/app/home', 200],
    ['/about', 200],
    ['/no-such-page', 404],
    ['/login/extra', 404],
  ])('answers %s, which was not pre-rendered, with the app as before (status %i)', async (url, status) => {
    const response = await get(url, { 'accept-language': 'hi' });
    expect(response.statusCode).toBe(status);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('still answers an unknown API path with the JSON 404', async () => {
    const response = await get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

const PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>KaamSetu</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const JAIPUR = 1269515;

describe.each(databaseKinds)('a shared job link on %s', (kind) => {
  let testDb: TestDatabase;
  let config: Config;
  let app: FastifyInstance;
  let employer: { token: string; userId: string };
  const post = async (overrides: object) => {
    const body = {
      title: 'Masons & helpers',
      trade: 'mason',
      wagePaise: 900_00,
      wagePer: 'day',
      placeId: JAIPUR,
      startsOn: '2026-03-12',
      days: 2,
      workers: 2,
      ...overrides,
    };
    const response = await asPerson(app, employer.token).post('/api/jobs', body);
    expect(response.statusCode, response.body).toBe(201);
    return postJobResponseSchema.parse(response.json()).job;
  };
  const page = (url: string, language = 'en') =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': language } });

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    config = testConfig({ WEB_DIST_DIR: fakeWebBuild(PAGE_HTML), LOG_LEVEL: 'error' });
    app = await startTestApp(config, testDb.database, { clock: new TestClock(new Date('2026-03-10T06:30:00Z')) });
    employer = await completeProfile(app, config, {
      name: 'Harish Builders',
      userType: 'Employer',
      location: 'Jaipur',
    });
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  it('gives a live job’s page its title and Open Graph tags, every text escaped, in the asker’s language', async () => {
    const job = await post({ title: `Masons & "helpers" </title><script>alert('x')</script>` });
    const response = await page(`/jobs/${job.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-language/i);
    const escapedTitle =
      'Masons &amp; &quot;helpers&quot; &lt;/title&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;';
    expect(response.body).toContain(`<title>${escapedTitle} · KaamSetu</title>`);
    expect(response.body).toContain(`<meta property="og:title" content="${escapedTitle}" />`);
    expect(response.body).toContain(
      '<meta property="og:description" content="Mason work in Jaipur, Rajasthan: ₹900/day, starts 12 March." />',
    );
    expect(response.body).toContain(`<meta property="og:url" content="${config.publicUrl}/jobs/${job.id}" />`);
    expect(response.body).toContain('<meta property="og:type" content="website" />');
    expect(response.body).toContain(`<meta property="og:image" content="${config.publicUrl}/icons/icon-512.png" />`);
    expect(response.body).not.toContain('<script>');
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(response.body).toContain('<div id="root"></div>');

    const hindi = await page(`/jobs/${job.id}`, 'hi-IN,hi;q=0.9,en;q=0.5');
    expect(hindi.body).toContain(
      '<meta property="og:description" content="Jaipur, Rajasthan में राजमिस्त्री का काम: ₹900/दिन, 12 मार्च से शुरू।" />',
    );
  });

  it('serves the plain app for a held, closed or unknown job, and for a job path that is not an id', async () => {
    const held = await post({ description: 'Registration fee ₹500 to join.' });
    expect(held.status).toBe('held');
    const closed = await post({ title: 'Mason for a day' });
    expect(
      (await asPerson(app, employer.token).post(`/api/jobs/${closed.id}/close`, { reason: 'cancelled' })).statusCode,
    ).toBe(200);
    for (const url of [
      `/jobs/${held.id}`,
      `/jobs/${closed.id}`,
      `/jobs/${randomUUID()}`,
      `/jobs/${closed.id.toUpperCase()}`,
      "/jobs/1'%20or%201=1",
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(PAGE_HTML);
    }
  });
});
