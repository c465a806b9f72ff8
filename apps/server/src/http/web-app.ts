// Serves the built web app and, with disk storage, uploaded media on the API's port. Unknown page paths get
// index.html so client-side routes work on reload; unknown /api and /media paths get the JSON 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MEDIA_CACHE_CONTROL } from '../adapters/storage/media-keys.js';
import type { Config } from '../config.js';
import { serverMessage } from '../lib/language.js';
import { sendError } from './error-handler.js';

const ONE_YEAR_SECONDS = 31_536_000;

export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const hasWebApp = existsSync(path.join(config.webDistDir, 'index.html'));
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

  app.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/media/') &&
      pathname !== '/api' &&
      !path.extname(pathname);
    if (hasWebApp && isPage) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return sendError(reply, 404, 'NOT_FOUND', serverMessage('notFound', request.headers['accept-language']));
  });
}
