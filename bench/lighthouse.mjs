// Lighthouse 12 (mobile preset: Moto G-class device, slow 4G throttling) against the built server, in
// Debian's Chromium. Prints the performance score and the key timings for each page. Pages under /app are
// measured signed in: a fresh Chromium per page with a remote-debugging port, the session put in localStorage
// over CDP (support/signed-in-pages.mjs), then Lighthouse on that port without its storage reset. Nothing of
// the app is in the browser's cache before any page, signed in or not. Each page is measured LIGHTHOUSE_RUNS times
// (default 3), each in a fresh browser; the table gives the run with the median score and its timings, and each run's
// benchmarkIndex (Lighthouse's measure of the machine's speed at that moment).
// Usage: npm run build && node bench/lighthouse.mjs [/path ...]   (default: /)
//        LIGHTHOUSE_REPORTS=<dir> keeps each run's JSON report in <dir>.
//        BENCH_HTTP2=1 serves the pages over HTTPS and HTTP/2 through support/https-front.mjs, as a deployment's
//        TLS load balancer does, instead of the server's own HTTP/1.1 (six connections, so the files of a first
//        /app visit queue).
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { startServer } from './support/start-server.mjs';
import { benchOrigin } from './support/https-front.mjs';
import { pageToOpen, preparePeople, storeSession } from './support/signed-in-pages.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROMIUM = '/usr/bin/chromium';
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_REPORTS=<dir> keeps the JSON reports there (LCP element and breakdown, bootup time, request chains).
const keptReports = process.env.LIGHTHOUSE_REPORTS;
if (keptReports) mkdirSync(keptReports, { recursive: true });
const out = keptReports ?? mkdtempSync(path.join(tmpdir(), 'kaamsetu-lighthouse-'));

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
  flags.push(...origin.chromiumFlags);
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
      await storeSession(page, origin.url, storage);
      await page.close();
      await browser.close(); // Disconnects; the browser and its storage stay for Lighthouse.
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** One Lighthouse run of a page in a fresh browser: its score and timings. */
async function measure(pagePath, address, storage, run) {
  const chrome = await startChromium();
  try {
    if (storage) await storeSessionOverCdp(chrome.endpoint, storage);
    const report = path.join(out, `${pagePath.replaceAll('/', '_') || 'root'}-${run}.json`);
    // Not execFileSync: the HTTPS front (BENCH_HTTP2) answers from this process's event loop.
    await promisify(execFile)('npx', [
      '--yes',
      LIGHTHOUSE,
      `${origin.url}${address}`,
      `--port=${chrome.port}`,
      '--disable-storage-reset',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
    ]);
    const result = JSON.parse(readFileSync(report, 'utf8'));
    const landed = new URL(result.finalDisplayedUrl).pathname;
    if (landed !== address) throw new Error(`${pagePath} sent the browser to ${landed}`);
    const metric = (id) => result.audits[id]?.displayValue ?? '—';
    return {
      score: Math.round(result.categories.performance.score * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndex: metric('speed-index'),
      // Lighthouse's own measure of how fast this machine ran at that moment (a fixed piece of work timed before
      // the page): on a shared box it moves within the hour, and the blocking time with it (bench/README.md).
      benchmarkIndex: Math.round(result.environment.benchmarkIndex),
    };
  } finally {
    await chrome.stop();
  }
}

/**
 * Now and then Lighthouse's trace misses the navigation's start (NO_NAVSTART) on a busy machine and it exits with
 * an error; the run is then made once more, in a fresh browser, rather than losing every page's figures.
 */
async function measureRetried(pagePath, address, storage, run) {
  try {
    return await measure(pagePath, address, storage, run);
  } catch (error) {
    console.log(`${pagePath} run ${run} failed (${error.message.split('\n')[0]}); running it once more`);
    return measure(pagePath, address, storage, run);
  }
}

const server = await startServer();
const origin = await benchOrigin(server.url);
const rows = [];
try {
  const people = pages.some((pagePath) => pagePath.startsWith('/app')) ? await preparePeople(server) : null;
  for (const pagePath of pages) {
    const { path: address, storage } = pageToOpen(pagePath, people);
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) runs.push(await measureRetried(pagePath, address, storage, run));
    const scores = runs.map((one) => one.score);
    const speeds = runs.map((one) => one.benchmarkIndex).join(', ');
    const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)];
    const page = `${pagePath}${storage ? ' (signed in)' : ''}`;
    console.log(
      `${page}: scores ${scores.join(', ')}; median run: LCP ${median.lcp}, TBT ${median.tbt}; benchmarkIndex ${speeds}`,
    );
    rows.push(
      `| \`${page}\` | ${median.score} (${scores.join(', ')}) | ${median.fcp} | ${median.lcp} | ${median.tbt} | ${median.cls} | ${median.speedIndex} | ${speeds} |`,
    );
  }
  console.log(`\n| page | performance, median (runs) | FCP | LCP | TBT | CLS | Speed Index | benchmarkIndex (runs) |`);
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await origin.stop();
  await server.stop();
  // Unless asked to keep them, the JSON reports were only read for the figures printed above.
  if (!keptReports) rmSync(out, { recursive: true, force: true });
}
