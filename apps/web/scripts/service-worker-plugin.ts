// Builds the service worker into dist/sw.js once the app is written, with the list of files to precache and a
// version (a digest of those files) baked in. Browsers compare sw.js byte for byte, so every deploy that
// changes what the app needs offline reaches them as a new worker with new caches.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { appStylesheets } from './app-stylesheets.ts';

export interface ServiceWorkerOptions {
  /** The worker's source file. */
  entry: string;
  /** Files of the public folder the pages use offline, as paths (the default avatar, the favicon). */
  publicFiles: readonly string[];
  /** Pages whose code is precached so they open offline even right after an update, as source paths. */
  offlinePages: readonly string[];
  /** The catalogues those pages read, precached in every language so a Hindi reader is not left blank. */
  offlineNamespaces: readonly string[];
  /**
   * Other modules those pages load on demand (the contract's trade names), by their file's path: the chunks
   * holding them are precached wherever the bundler put them, which the manifest does not say by source.
   */
  offlineModules?: RegExp;
  /**
   * The folder of the pre-rendered public pages (docs/decisions/029), one subfolder per language; the worker
   * precaches those of the device's language.
   */
  prerenderedDir: string;
}

/** The pre-rendered pages the build wrote, as paths: /prerendered/<language>/<page>.html. */
function prerenderedUrls(outDir: string, dir: string): string[] {
  const root = path.join(outDir, dir);
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((language) =>
    readdirSync(path.join(root, language))
      .filter((file) => file.endsWith('.html'))
      .map((file) => `/${dir}/${language}/${file}`),
  );
}

/**
 * Paths to precache: index.html, the public files, the app's one stylesheet, and the code (with its imports) of
 * the entries (the app and the pre-rendered pages' start script) and of the offline pages.
 */
function precacheUrls(
  manifest: Manifest,
  stylesheets: readonly string[],
  options: ServiceWorkerOptions,
  moduleFiles: ReadonlySet<string>,
): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build; update offlinePages in vite.config.ts`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const file of chunk.assets ?? []) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry)
    .forEach(visit);
  for (const file of stylesheets) files.add(file);
  options.offlinePages.forEach(visit);
  const catalogue = new RegExp(`^src/i18n/[^/]+/(${options.offlineNamespaces.join('|')})\\.json$`);
  Object.keys(manifest)
    .filter((key) => catalogue.test(key) || moduleFiles.has(manifest[key]?.file ?? ''))
    .forEach(visit);
  return ['/index.html', ...options.publicFiles, ...[...files].map((file) => `/${file}`)];
}

function versionOf(outDir: string, urls: readonly string[]): string {
  const hash = createHash('sha256');
  for (const url of urls) {
    const file = path.join(outDir, url);
    if (!existsSync(file)) throw new Error(`The service worker would precache ${url}, which the build lacks`);
    hash.update(url).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

export function serviceWorker(options: ServiceWorkerOptions): Plugin {
  let config: ResolvedConfig;
  const moduleFiles = new Set<string>();
  return {
    name: 'kaamsetu-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_output, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.moduleIds.some((id) => options.offlineModules?.test(id))) {
          moduleFiles.add(file.fileName);
        }
      }
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const urls = precacheUrls(manifest, appStylesheets(index), options, moduleFiles);
      const pages = prerenderedUrls(outDir, options.prerenderedDir);
      // The worker is its own small build: one classic script, nothing shared with the app's chunks.
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __PRECACHE_URLS__: JSON.stringify(urls),
          __PRERENDERED_PAGES__: JSON.stringify(pages),
          __BUILD_VERSION__: JSON.stringify(versionOf(outDir, [...urls, ...pages])),
        },
        build: {
          outDir,
          emptyOutDir: false,
          target: config.build.target,
          sourcemap: config.build.sourcemap,
          rolldownOptions: {
            input: path.resolve(config.root, options.entry),
            output: { format: 'iife', entryFileNames: 'sw.js' },
          },
        },
      });
      config.logger.info(
        `service worker: sw.js precaches ${urls.length} files and the pre-rendered pages of one language (of ${pages.length})`,
      );
    },
  };
}
