// Serves the built web app and, with disk storage, uploaded media on the API's port. The public pages the build
// pre-rendered (dist/prerendered/<language>/<page>.html, docs/decisions/029) are sent in the reader's language;
// other page paths of the app get index.html so client-side routes work on reload (a path it has no page for gets
// index.html with 404, the app showing its not-found page); unknown /api and /media paths get the
// JSON 404. A public job page's index.html carries the job's Open Graph tags, for link previews in WhatsApp.
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MEDIA_CACHE_CONTROL } from '../adapters/storage/media-keys.js';
import type { Config } from '../config.js';
import { isSitePath, languages, type Language } from '@kaamsetu/contract';
import { isUuid } from '../lib/ids.js';
import { preferredLanguage, serverMessage } from '../lib/language.js';
import { withPreview, type PagePreviews } from '../lib/page-preview.js';
import { sendError } from './error-handler.js';

const ONE_YEAR_SECONDS = 31_536_000;
const JOB_PAGE = /^\/jobs\/([^/]+)\/?$/;
const PRERENDERED_DIR = 'prerendered';
/** Set by the web app when a language is chosen; the same name as its localStorage item. */
const LANGUAGE_COOKIE = /(?:^|;\s*)kaamsetu\.language=([^;]*)/;

/**
 * The page paths the build pre-rendered, each with the languages it exists in: index.html is /, about.html is
 * /about. Read once at start, like the static files.
 */
function prerenderedPages(webDistDir: string): Map<string, Set<Language>> {
  const pages = new Map<string, Set<Language>>();
  const root = path.join(webDistDir, PRERENDERED_DIR);
  if (!existsSync(root)) return pages;
  for (const language of languages) {
    const dir = path.join(root, language);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.html')) continue;
      const name = file.slice(0, -'.html'.length);
      const pagePath = name === 'index' ? '/' : `/${name}`;
      pages.set(pagePath, (pages.get(pagePath) ?? new Set()).add(language));
    }
  }
  return pages;
}

/** The reader's language: the one chosen in the app (its cookie), else the browser's, else English. */
function readerLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = cookie ? LANGUAGE_COOKIE.exec(cookie)?.[1] : undefined;
  if (chosen && (languages as readonly string[]).includes(chosen)) return chosen as Language;
  return preferredLanguage(acceptLanguage);
}

export async function registerWebApp(app: FastifyInstance, config: Config, previews?: PagePreviews): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  const prerendered = hasWebApp ? prerenderedPages(config.webDistDir) : new Map<string, Set<Language>>();
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      // Routes for the files that exist at start; everything else falls through to the handler below.
      wildcard: false,
      // Source maps stay on the machine (for reading stack traces), never handed out: they are the app's
      // source, comments and all. Without a route they get the JSON 404 below.
      globIgnore: ['**/*.map', '**/*.map.*'],
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite puts content hashes in asset names, so they never change; the page itself must revalidate.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir: config.webDistDir }, 'web app not built; run `npm run build` to serve pages');
  }

  // With S3 storage, browsers fetch photos from the bucket's public address; /media is not ours to serve.
  const { storage } = config;
  if (storage.provider === 'disk') {
    await app.register(
      async (media) => {
        await media.register(fastifyStatic, {
          root: storage.mediaDir,
          decorateReply: false,
          index: false,
          cacheControl: false,
          setHeaders: (res) => res.header('cache-control', MEDIA_CACHE_CONTROL),
        });
      },
      { prefix: '/media' },
    );
  }

  /** The preview for a page path, if it is a job page with one; a failure costs the preview, never the page. */
  async function previewOf(pathname: string, acceptLanguage: string | undefined) {
    const jobId = JOB_PAGE.exec(pathname)?.[1];
    if (!previews || !jobId || !isUuid(jobId)) return undefined;
    try {
      const preview = await previews.job(jobId, acceptLanguage);
      return preview && { preview, url: `${config.publicUrl}/jobs/${jobId}` };
    } catch (error) {
      app.log.warn({ err: error }, 'job page preview failed; serving the page without it');
      return undefined;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/media/') &&
      pathname !== '/api' &&
      !path.extname(pathname);
    if (hasWebApp && isPage) {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const written = prerendered.get(pathname);
      if (written) {
        const wanted = readerLanguage(request.headers.cookie, request.headers['accept-language']);
        const language = written.has(wanted) ? wanted : 'en';
        // One answer per language: shared caches must key it on what chose the language.
        reply.header('vary', 'Cookie, Accept-Language').header('content-language', language);
        const name = pathname === '/' ? 'index' : pathname.slice(1);
        return reply.sendFile(`${PRERENDERED_DIR}/${language}/${name}.html`);
      }
      // A path the app has no page for: its not-found page, said as a 404 to browsers, crawlers and link checkers.
      if (!isSitePath(pathname)) return reply.code(404).sendFile('index.html');
      const found = await previewOf(pathname, request.headers['accept-language']);
      if (!found) return reply.sendFile('index.html');
      // The description is in the asker's language, so caches keep one answer per language.
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
      return reply.send(withPreview(await readFile(indexFile, 'utf8'), found.preview, found.url, config.publicUrl));
    }
    return sendError(reply, 404, 'NOT_FOUND', serverMessage('notFound', request.headers['accept-language']));
  });
}
