// Lighthouse 12 (mobile preset: Moto G-class device, slow 4G throttling) against the built server, in
// Debian's Chromium. Prints the performance score and the key timings for each page. Pages under /app are
// measured signed in: a fresh Chromium per page with a remote-debugging port, the session put in localStorage
// over CDP (support/signed-in-pages.mjs), then Lighthouse on that port without its storage reset. Nothing of
// the app is in the browser's cache before any page, signed in or not.
// Usage: npm run build && node bench/lighthouse.mjs [/path ...]   (default: /)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './support/start-server.mjs';
import { pageToOpen, preparePeople, storeSession } from './support/signed-in-pages.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROMIUM = '/usr/bin/chromium';
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const out = mkdtempSync(path.join(tmpdir(), 'kaamsetu-lighthouse-'));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A headless Chromium with an empty profile, reachable over CDP on the returned port. */
async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'kaamsetu-lighthouse-profile-'));
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
  flags.push('--disable-component-update', '--disable-sync', '--no-first-run');
  // Its own process group, so stopping it stops its helper processes too before the profile is removed.
  const child = spawn(CHROMIUM, [...flags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`], {
    stdio: 'ignore',
    detached: true,
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${endpoint}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    endpoint,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** Puts the session in the browser's default profile, which the tab Lighthouse opens shares. */
async function storeSessionOverCdp(endpoint, storage) {
  // Attaching over CDP now and then stalls on a busy machine; a fresh attempt goes through.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const browser = await chromium.connectOverCDP(endpoint, { timeout: 15_000 });
      const page = await browser.contexts()[0].newPage();
      await storeSession(page, server.url, storage);
      await page.close();
      await browser.close(); // Disconnects; the browser and its storage stay for Lighthouse.
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const server = await startServer();
try {
  const people = pages.some((pagePath) => pagePath.startsWith('/app')) ? await preparePeople(server) : null;
  for (const pagePath of pages) {
    const { path: address, storage } = pageToOpen(pagePath, people);
    const chrome = await startChromium();
    try {
      if (storage) await storeSessionOverCdp(chrome.endpoint, storage);
      const report = path.join(out, `${pagePath.replaceAll('/', '_') || 'root'}.json`);
      execFileSync(
        'npx',
        [
          '--yes',
          LIGHTHOUSE,
          `${server.url}${address}`,
          `--port=${chrome.port}`,
          '--disable-storage-reset',
          '--only-categories=performance',
          '--output=json',
          `--output-path=${report}`,
          '--quiet',
        ],
        { stdio: 'inherit' },
      );
      const result = JSON.parse(readFileSync(report, 'utf8'));
      const landed = new URL(result.finalDisplayedUrl).pathname;
      if (landed !== address) throw new Error(`${pagePath} sent the browser to ${landed}`);
      const metric = (id) => result.audits[id]?.displayValue;
      console.log(
        `${pagePath}${storage ? ' (signed in)' : ''}: performance ${Math.round(result.categories.performance.score * 100)}` +
          ` | FCP ${metric('first-contentful-paint')} | LCP ${metric('largest-contentful-paint')}` +
          ` | TBT ${metric('total-blocking-time')} | CLS ${metric('cumulative-layout-shift')}` +
          ` | Speed Index ${metric('speed-index')}`,
      );
    } finally {
      await chrome.stop();
    }
  }
} finally {
  await server.stop();
  // The JSON reports were only read for the figures printed above.
  rmSync(out, { recursive: true, force: true });
}
