import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultClientConditions, defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import { prerender } from './scripts/prerender-plugin.ts';
import { serviceWorker } from './scripts/service-worker-plugin.ts';
import { loadedPreloads } from './scripts/loaded-preloads.ts';
import { earlyScript } from './scripts/early-script-plugin.ts';

const publicPage = (module: string) => `src/features/public-pages/pages/${module}.tsx`;
const landingPage = 'src/features/landing/pages/landing-page.tsx';
// Preload tables without the files the importing chunk has already loaded (docs/decisions/033).
const preloads = loadedPreloads();
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// See build.rolldownOptions.output.codeSplitting below.
const sharedBits = [
  'src/components/ui/form-notice.tsx',
  'src/components/ui/load-failed.tsx',
  'src/components/ui/show-more.tsx',
  'src/components/trades/trade-icon.tsx',
  'src/lib/rupees.ts',
  'src/lib/date-time.ts',
  'contract/src/person-name.ts',
  'contract/src/trade-keys.ts',
];

/** Tests that watch a module being fetched on first use (vi.mock records the import): fresh modules for each file. */
export const firstUseTests = 'src/**/*first-use.test.{ts,tsx}';

export default defineConfig(({ command }) => ({
  resolve: {
    // Use the contract package's TypeScript source directly; no separate build step for the web app.
    conditions: ['kaamsetu-source', ...defaultClientConditions],
    // React Router's package exports only its development build (warnings on); its production build sits beside
    // it, and the built app uses that one. The dev server and the tests keep the warnings.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  oxc: {
    jsx: { runtime: 'automatic' },
  },
  plugins: [
    preloads.plugin,
    // Intl's locale data loads while the app's files download (src/intl-warm-up.ts, docs/decisions/045).
    earlyScript('intlWarmUp'),
    // The public pages as HTML, one file per language (docs/decisions/029). The landing pages start the app only
    // when the visitor interacts; the sign-in form's code starts at once.
    prerender({
      entry: 'src/prerender-entry.tsx',
      startScript: 'src/start.ts',
      pages: [
        { path: '/', module: landingPage, start: 'interaction' },
        { path: '/landing', module: landingPage, start: 'interaction' },
        {
          path: '/quickclap',
          module: 'src/features/quickclap/pages/quickclap-page.tsx',
          namespaces: ['quickclap'],
          start: 'interaction',
        },
        { path: '/about', module: publicPage('about-page'), namespaces: ['legal'], start: 'interaction' },
        { path: '/contact', module: publicPage('contact-page'), namespaces: ['legal'], start: 'interaction' },
        {
          path: '/privacy-policy',
          module: publicPage('privacy-policy-page'),
          namespaces: ['legal'],
          start: 'interaction',
        },
        {
          path: '/terms-and-conditions',
          module: publicPage('terms-page'),
          namespaces: ['legal'],
          start: 'interaction',
        },
        // The sign-in page hydrates with its own entry, without the router (start.ts, docs/decisions/033).
        { path: '/login', module: 'src/sign-in-main.tsx', namespaces: ['auth'], start: 'now' },
      ],
    }),
    serviceWorker({
      entry: 'src/service-worker/sw.ts',
      publicFiles: [
        '/favicon.svg',
        '/default-avatar.svg',
        '/manifest.webmanifest',
        '/illustrations/workers-at-work-640.webp',
      ],
      // What a signed-in worker opens most: the home page's profile lists and their own profile.
      offlinePages: [
        // The landing page, a chunk of its own since the signed-in pages stopped carrying it (docs/decisions/033).
        landingPage,
        'src/app/layouts/app-shell.tsx',
        'src/features/home/pages/home-page.tsx',
        // Their banners' contents, loaded only when there is something to say (docs/decisions/033).
        'src/features/home/components/confirm-number-ask.tsx',
        'src/components/safety/standing-notice.tsx',
        'src/features/profiles/pages/own-profile-page.tsx',
        // Parts of the own profile fetched apart from it (docs/decisions/040) that it shows without a tap: a
        // worker's photos, the people to rate and the Hire Now requests when there are some, and an Employer's
        // GSTIN form once scrolled to.
        'src/features/profiles/components/own-work-photos.tsx',
        'src/components/trust/rate-prompt-list.tsx',
        'src/features/profiles/components/mediation-request-list.tsx',
        // Log out's question, loaded on the press: logging out offline still empties a shared phone.
        'src/features/profiles/components/log-out-confirm.tsx',
        'src/features/profiles/components/gstin-form.tsx',
        // The own profile's edit form and a worker's skills picker with the trade vocabulary it fetches on first use
        // (8 KB gzip in all). Not the form's check: it carries zod (28 KB), and a save offline fails anyway.
        'src/features/profiles/components/own-profile-editor.tsx',
        'src/features/profiles/components/skills-picker.tsx',
        'src/features/profiles/trade-vocabulary.ts',
        // A worker's jobs near them, read on the way to work with no signal.
        'src/features/jobs/pages/jobs-page.tsx',
      ],
      // home and people: Home's words and the profile cards' (shared with the profile pages).
      // profiles, ownProfile and reviewList: the own profile's words and its reviews list; profileForm and places:
      // its edit form's (the location box is a place picker).
      // jobs: the jobs page's own words.
      offlineNamespaces: [
        'common',
        'home',
        'people',
        'profiles',
        'ownProfile',
        'reviewList',
        'profileForm',
        'places',
        'jobs',
      ],
      // The trades' names these pages show (the `trades` namespace, from the contract: docs/decisions/040).
      offlineModules: /[\\/]packages[\\/]contract[\\/]src[\\/]trade-names[\\/]\w+\.ts$/,
      prerenderedDir: 'prerendered',
    }),
  ],
  build: {
    target: 'es2022',
    // One stylesheet for the whole app (7 KB gzip), linked by index.html and inline in the pre-rendered pages,
    // rather than a file per chunk: a first /app visit queued ten-odd tiny stylesheets behind the six connections
    // of HTTP/1.1 (docs/decisions/043).
    cssCodeSplit: false,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    manifest: true,
    // Written for reading production stack traces, but not linked from the scripts; the server never serves them.
    sourcemap: 'hidden',
    rolldownOptions: {
      // The start script of pre-rendered pages is its own entry: it must not pull in the app. So is the signed-in
      // app's Intl warm-up, which runs before the app (earlyScript above).
      input: { index: 'index.html', start: 'src/start.ts', intlWarmUp: 'src/intl-warm-up.ts' },
      output: {
        // The libraries each as one file (docs/decisions/033): React (every page that runs), the router (not on
        // the sign-in page's own entry) and TanStack Query (the signed-in pages). Left to itself the bundler
        // cut them into many small files by which pages share which part, and every file is gzipped alone.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
            // The small pieces most signed-in pages share outside the entry (forms' notices, rupees, dates, names,
            // trade icons): one file instead of ten-odd tiny ones queued behind HTTP/1.1's six connections
            // (docs/decisions/044). Only modules whose own imports are here or in a library group: one that
            // imported the entry's i18n or API client would drag them out of the entry into this file.
            { name: 'shared-bits', test: (id) => sharedBits.some((bit) => id.endsWith(bit)), priority: 0 },
          ],
        },
      },
      onwarn(warning, warn) {
        // Libraries mark React Server Component boundaries with "use client"; meaningless in a SPA.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5003',
      '/media': 'http://localhost:5003',
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, firstUseTests],
    setupFiles: ['./src/test-setup.ts'],
    // The files a worker runs share one module registry instead of importing React, the router and the app afresh
    // for each (89 files: 90 s wall in their own registries, 23 s shared; decision 032). Each test still gets a
    // clean DOM, English and an empty localStorage (test-setup.ts). Tests of what a page loads on first use need a
    // registry where nothing is loaded yet: they run in their own (vitest.first-use.config.ts).
    isolate: false,
  },
}));
