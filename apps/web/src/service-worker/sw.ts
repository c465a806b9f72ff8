/// <reference lib="webworker" />
// KaamSetu's service worker, served as /sw.js: keeps the app's code on the phone so it opens without a
// connection, and keeps the few server answers request-handling.ts allows so the person's own profile and the
// profile lists show offline. scripts/service-worker-plugin.ts builds it with the build's precache list and
// version. Design and update rules: docs/decisions/010-offline-pwa.md.
import { LANGUAGE_KEY } from '../i18n/remembered-language';
import { buildCachePrefixes, savedAnswersCacheName, savedAnswersCachePrefix } from '../lib/offline-caches';
import { handlingOf, prerenderedPageUrl } from './request-handling';

/** Chromium's Cookie Store API, the only way a worker reads a cookie; absent elsewhere (then: English). */
interface CookieStoreLike {
  get(name: string): Promise<{ value: string } | null>;
}
declare const self: ServiceWorkerGlobalScope & { cookieStore?: CookieStoreLike };
/** Paths to fetch and keep at install: index.html, the first page's code and the offline pages' code. */
declare const __PRECACHE_URLS__: string[];
/** The pre-rendered public pages, /prerendered/<language>/<page>.html; those of one language are kept. */
declare const __PRERENDERED_PAGES__: string[];
/** A digest of the precached files: a new build with different files gets new caches. */
declare const __BUILD_VERSION__: string;

const shellCache = `${buildCachePrefixes[0]}${__BUILD_VERSION__}`;
const assetCache = `${buildCachePrefixes[1]}${__BUILD_VERSION__}`;
const prerenderedPages = new Set(__PRERENDERED_PAGES__);
const precached = new Set([...__PRECACHE_URLS__, ...__PRERENDERED_PAGES__]);

/**
 * The language the server would send the public pages in (decision 029): the one chosen in the app (its
 * cookie, where the browser lets a worker read it), else the browser's if the pages exist in it, else English.
 */
async function readingLanguage(): Promise<string> {
  let chosen: string | undefined;
  try {
    chosen = (await self.cookieStore?.get(LANGUAGE_KEY))?.value;
  } catch {
    // No cookie to read: the browser's language decides.
  }
  const written = (language: string | undefined) =>
    language !== undefined && __PRERENDERED_PAGES__.some((url) => url.startsWith(`/prerendered/${language}/`));
  return [chosen, self.navigator.language.slice(0, 2)].find(written) ?? 'en';
}

self.addEventListener('install', (event) => {
  // All or nothing: a worker that installed with half the shell would serve a page that cannot start offline.
  // The public pages in the one language this phone reads (all four would triple what the install downloads).
  event.waitUntil(
    (async () => {
      const language = await readingLanguage();
      const pages = __PRERENDERED_PAGES__.filter((url) => url.startsWith(`/prerendered/${language}/`));
      const cache = await caches.open(shellCache);
      await cache.addAll([...__PRECACHE_URLS__, ...pages]);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Older builds' code goes; saved answers stay (they are the person's, and logout clears them).
      const current = new Set([shellCache, assetCache]);
      const names = await caches.keys();
      const stale = names.filter(
        (name) => buildCachePrefixes.some((prefix) => name.startsWith(prefix)) && !current.has(name),
      );
      await Promise.all(stale.map((name) => caches.delete(name)));
      // A cheap phone can take a moment to start the worker; meanwhile the page request is already on its way.
      await self.registration.navigationPreload?.enable();
      // The first visit's page is controlled at once, so what it fetches from now on is kept.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const handling = handlingOf(request, self.location.origin, precached);
  if (handling === 'page') event.respondWith(page(event));
  else if (handling === 'app-file') event.respondWith(appFile(event));
  else if (handling === 'saved-answer') event.respondWith(savedAnswer(event));
});

/**
 * Network first, so a new build reaches the person at once. Offline, a public page's pre-rendered copy in the
 * chosen language if it was saved, else the saved index.html.
 */
async function page(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch (error) {
    const written = prerenderedPageUrl(new URL(event.request.url).pathname, await readingLanguage(), prerenderedPages);
    const saved = written && (await caches.match(written, { cacheName: shellCache }));
    if (saved) return saved;
    // The app routes on the client, so one index.html serves every page.
    const shell = await caches.match('/index.html', { cacheName: shellCache });
    if (shell) return shell;
    throw error;
  }
}

/** Cache first: asset names carry a hash of their content, and precached files belong to this build. */
async function appFile(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const saved =
    (await caches.match(request, { cacheName: shellCache, ignoreVary: true })) ??
    (await caches.match(request, { cacheName: assetCache, ignoreVary: true }));
  if (saved) return saved;
  const response = await fetch(request);
  // Route and catalogue chunks fetched once (a page visited, a language chosen) then open offline too.
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) {
    const copy = response.clone();
    event.waitUntil(caches.open(assetCache).then((cache) => cache.put(request, copy)));
  }
  return response;
}

/** Network first; the copy saved for this same sign-in when there is no connection. */
async function savedAnswer(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const authorization = request.headers.get('Authorization');
  // Nothing to tie an answer to a person without a token, so nothing is kept.
  if (!authorization) return fetch(request);
  const [cacheName, key] = await Promise.all([savedAnswersCacheName(authorization), cacheKeyOf(request)]);

  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const saved = await caches.match(key, { cacheName, ignoreVary: true });
    if (saved) return saved;
    throw error;
  }
  if (response.ok) event.waitUntil(keep(cacheName, key, response.clone()));
  // The server no longer knows this sign-in (logged out elsewhere, expired, blocked): drop what it saw.
  else if (response.status === 401) event.waitUntil(caches.delete(cacheName));
  return response;
}

/**
 * The Cache API stores GET requests only, so a read-only POST is kept under its URL plus its body; a GET is
 * kept as it is.
 */
async function cacheKeyOf(request: Request): Promise<Request> {
  if (request.method === 'GET') return new Request(request.url);
  const url = new URL(request.url);
  url.searchParams.set('kaamsetu-body', await request.clone().text());
  return new Request(url);
}

async function keep(cacheName: string, key: Request, response: Response): Promise<void> {
  // One person's answers at a time: a new sign-in on this phone removes what the previous one left.
  const names = await caches.keys();
  const others = names.filter((name) => name.startsWith(savedAnswersCachePrefix) && name !== cacheName);
  await Promise.all(others.map((name) => caches.delete(name)));
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
}
