// Reports the JavaScript and CSS a browser downloads to show a page, in gzip KB: loads each page in Debian's
// Chromium against the built server and gzips (level 9) every script and stylesheet the page fetched. Pages under /app
// are opened signed in (support/signed-in-pages.mjs). Also names any back-office code a page fetched, which
// people's pages must never do. Checks issue 19's budgets of gzip JavaScript (/ ≤ 60 KB, /login ≤ 90 KB, /app/* ≤
// 130 KB) and prints pass or fail per page: a bench, not a test. A pre-rendered page that starts the app only on
// interaction (docs/decisions/029) is also measured after a key press, reported beside the budget figure.
// Usage: npm run build && node bench/page-weight.mjs [/path ...]   (default: /)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './support/start-server.mjs';
import { pageToOpen, preparePeople, storeSession } from './support/signed-in-pages.mjs';

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const KB = 1024;

/** Issue 19's budget for a page, in bytes of gzip JavaScript, if it has one. */
function budgetOf(pagePath) {
  if (pagePath === '/') return 60 * KB;
  if (pagePath === '/login') return 90 * KB;
  if (pagePath.startsWith('/app')) return 130 * KB;
  return undefined;
}

/** Resolves once `scripts` has not grown for a second (at most 15 s). */
async function settled(scripts) {
  const deadline = Date.now() + 15_000;
  let size = -1;
  while (scripts.size !== size && Date.now() < deadline) {
    size = scripts.size;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
const dist = new URL('../apps/web/dist/', import.meta.url);

/** The built files of the staff screens, their layout and their catalogues, from Vite's manifest. */
function staffFiles() {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
  const isStaff = (source) =>
    source.startsWith('src/features/back-office/') ||
    source === 'src/app/layouts/staff-shell.tsx' ||
    /^src\/i18n\/\w+\/(staff|backOffice)\.json$/.test(source);
  return new Set(
    Object.entries(manifest)
      .filter(([source]) => isStaff(source))
      .map(([, chunk]) => `/${chunk.file}`),
  );
}

/** The gzip -9 size of each fetched file (paths under dist), one row each, and their sum in bytes. */
function gzipSizes(files) {
  let total = 0;
  const rows = [];
  for (const file of [...files].sort()) {
    const gzipBytes = gzipSync(readFileSync(new URL(`.${file}`, dist)), { level: 9 }).length;
    total += gzipBytes;
    rows.push(`  ${file}  ${(gzipBytes / 1024).toFixed(1)} KB`);
  }
  return { total, rows };
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const staff = staffFiles();
  const people = pages.some((pagePath) => pagePath.startsWith('/app')) ? await preparePeople(server) : null;
  const verdicts = [];
  for (const pagePath of pages) {
    const { path, storage } = pageToOpen(pagePath, people);
    const context = await browser.newContext();
    const page = await context.newPage();
    if (storage) await storeSession(page, server.url, storage);
    const scripts = new Set();
    const stylesheets = new Set();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script') scripts.add(new URL(response.url()).pathname);
      if (type === 'stylesheet') stylesheets.add(new URL(response.url()).pathname);
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    const landed = new URL(page.url()).pathname;
    if (landed !== path) throw new Error(`${pagePath} sent the browser to ${landed}`);
    const { total, rows } = gzipSizes(scripts);
    const css = gzipSizes(stylesheets);
    const staffFetched = [...scripts].filter((script) => staff.has(script));
    console.log(
      `${pagePath}${storage ? ' (signed in)' : ''}: ${(total / 1024).toFixed(1)} KB gzip of JavaScript in ` +
        `${scripts.size} files; back-office code: ${staffFetched.length === 0 ? 'none' : staffFetched.join(', ')}`,
    );
    console.log(rows.join('\n'));
    console.log(`  CSS: ${(css.total / 1024).toFixed(1)} KB gzip in ${stylesheets.size} files`);
    console.log(css.rows.join('\n'));
    // A key press (not on a link) starts the app where the page waits for the visitor.
    const before = new Set(scripts);
    await page.keyboard.press('Shift');
    await settled(scripts);
    const later = gzipSizes([...scripts].filter((script) => !before.has(script)));
    if (later.rows.length > 0) {
      console.log(`  after a key press: ${(later.total / KB).toFixed(1)} KB more in ${later.rows.length} files`);
    }
    const budget = budgetOf(pagePath);
    if (budget !== undefined) {
      const verdict = total <= budget ? 'pass' : 'FAIL';
      verdicts.push(`${verdict}  ${pagePath}: ${(total / KB).toFixed(1)} KB of ≤ ${budget / KB} KB gzip JavaScript`);
    }
    await context.close();
  }
  if (verdicts.length > 0) console.log(`\nBudgets (issue 19):\n${verdicts.join('\n')}`);
} finally {
  await browser.close();
  await server.stop();
}
