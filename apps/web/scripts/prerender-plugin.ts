// Writes the public pages as HTML at build time, one file per page and language (docs/decisions/029): once the
// app is written, src/prerender-entry.tsx is built for Node, each page is rendered with the app's own components,
// and dist/prerendered/<language>/<page>.html is written from dist/index.html with that markup inside #root,
// the app's one stylesheet inline, <html lang> and the title set, and the small start script instead of the app's.
// It runs in writeBundle, so the service worker plugin (closeBundle) finds the files to precache.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, defaultServerConditions, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { appStylesheets } from './app-stylesheets.ts';

export interface PrerenderedPage {
  /** The route, as the server is asked for it. */
  path: string;
  /** The lazy module the route shows (source path), whose code is preloaded. */
  module?: string;
  /** Catalogue namespaces the page reads besides `common`. */
  namespaces?: readonly string[];
  /** When the app takes over: as soon as its code arrives, or at the first scroll, tap or key (start.ts). */
  start: 'now' | 'interaction';
}

export interface PrerenderOptions {
  /** The module that renders a page (src/prerender-entry.tsx). */
  entry: string;
  /** The script pre-rendered pages load instead of the app (src/start.ts), an input of the app's build. */
  startScript: string;
  pages: readonly PrerenderedPage[];
}

interface RenderModule {
  supportedLanguages: readonly string[];
  renderPage(path: string, language: string): Promise<{ markup: string; title: string }>;
}

/** dist/prerendered/<language>/<this>.html: "index" for /, else the path without its slash. */
export function prerenderedFileName(pagePath: string): string {
  return pagePath === '/' ? 'index' : pagePath.slice(1);
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A chunk's file with every file it imports statically, in load order. */
function chunkFiles(manifest: Manifest, key: string): string[] {
  const scripts: string[] = [];
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk) throw new Error(`${at} is not in the build; update the pre-rendered pages in vite.config.ts`);
    if (scripts.includes(chunk.file)) return;
    scripts.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return scripts;
}

/** React writes preloads for the page's images ahead of the markup; they belong in <head>. */
function splitLeadingLinks(markup: string): { links: string; body: string } {
  const leading = /^(?:<link [^>]*\/?>)+/.exec(markup)?.[0] ?? '';
  return { links: leading, body: markup.slice(leading.length) };
}

export function prerender(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'kaamsetu-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const renderer = mkdtempSync(path.join(tmpdir(), 'kaamsetu-prerender-'));
      // Node's builds of the libraries (React's server renderer for Node, not the browser's), and the contract's source.
      const conditions = ['kaamsetu-source', ...defaultServerConditions];
      try {
        // Built for Node with everything bundled in, so it runs from a temporary folder and leaves nothing behind.
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          publicDir: false,
          resolve: { conditions },
          oxc: { jsx: { runtime: 'automatic' } },
          ssr: { noExternal: true, resolve: { conditions } },
          build: {
            ssr: path.resolve(config.root, options.entry),
            outDir: renderer,
            emptyOutDir: true,
            target: 'node20',
            minify: false,
            rolldownOptions: {
              output: { entryFileNames: 'prerender-entry.mjs' },
              onwarn(warning, warn) {
                // As in the app's build: "use client" markers mean nothing here.
                if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
                warn(warning);
              },
            },
          },
        });
        const render = (await import(pathToFileURL(path.join(renderer, 'prerender-entry.mjs')).href)) as RenderModule;
        const count = await writePages(render, manifest, outDir, options);
        config.logger.info(`pre-rendered ${count} pages into ${path.relative(config.root, outDir)}/prerendered`);
      } finally {
        rmSync(renderer, { recursive: true, force: true });
      }
    },
  };
}

async function writePages(
  render: RenderModule,
  manifest: Manifest,
  outDir: string,
  options: PrerenderOptions,
): Promise<number> {
  const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  // The app's one stylesheet (CSS is not split per chunk: vite.config.ts), inline in every page: no stylesheet
  // request before the first paint, and every state the page reaches after hydration is styled.
  const css = appStylesheets(index)
    .map((file) => readFileSync(path.join(outDir, file), 'utf8').trim())
    .join('\n');
  const template = index
    // The app's own script, preloads and stylesheet: a pre-rendered page names its own below.
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '');
  if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
  const app = chunkFiles(manifest, 'index.html');
  const start = chunkFiles(manifest, options.startScript);
  let count = 0;
  for (const language of render.supportedLanguages) {
    mkdirSync(path.join(outDir, 'prerendered', language), { recursive: true });
    for (const page of options.pages) {
      const { markup, title } = await render.renderPage(page.path, language);
      const { links, body } = splitLeadingLinks(markup);
      const own = page.module ? chunkFiles(manifest, page.module) : [];
      const namespaces = ['common', ...(page.namespaces ?? [])];
      const catalogues = namespaces.flatMap((namespace) =>
        [...new Set([language, 'en'])]
          .map((lang) => `src/i18n/${lang}/${namespace}.json`)
          .filter((key) => manifest[key])
          .flatMap((key) => chunkFiles(manifest, key)),
      );
      // Everything the app needs to take over, for start.ts to fetch side by side (not one after another) once
      // the page has painted; only the start script's own imports are fetched with the page.
      const preloads = [...new Set([...app, ...own, ...catalogues])].map((file) => `/${file}`);
      const modulePreloads = start
        .slice(1)
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n    ');
      const head = [
        `<style>${css}</style>`,
        links,
        `<script type="module" crossorigin src="/${start[0]}" data-app="/${app[0]}" ` +
          `data-preload="${preloads.join(' ')}" data-start="${page.start}"></script>`,
        modulePreloads,
      ]
        .filter(Boolean)
        .join('\n    ');
      // Replacer functions, so a `$` in the CSS or the markup is never read as a pattern.
      const html = template
        .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
        .replace(/<title>[^<]*<\/title>/, (kept) => (title ? `<title>${escapeHtml(title)}</title>` : kept))
        .replace('</head>', () => `  ${head}\n  </head>`)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root" data-prerendered="${namespaces.join(' ')}">${body}</div>`,
        );
      writeFileSync(path.join(outDir, 'prerendered', language, `${prerenderedFileName(page.path)}.html`), html);
      count += 1;
    }
  }
  return count;
}
