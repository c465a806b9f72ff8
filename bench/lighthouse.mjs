// Lighthouse 12 (mobile preset: Moto G-class device, slow 4G throttling) against the built server, in
// Debian's Chromium. Prints the performance score and the key timings for each page. Pages under /app are
// measured signed in: a fresh Chromium per page with a remote-debugging port, the session put in localStorage
// over CDP (support/signed-in-pages.mjs), then Lighthouse on that port without its storage reset. Nothing of
// the app is in the browser's cache before any page, signed in or not. Each page is measured LIGHTHOUSE_RUNS times
// (default 3), each in a fresh browser; the table gives the run with the median score and its timings, and each run's
// benchmarkIndex (Lighthouse's measure of the machine's speed at that moment).
// Usage: npm run build && node bench/lighthouse.mjs [/path ...]   (default: /)
//        LIGHTHOUSE_REPORTS=<dir> keeps each run's JSON report in <dir>.
//        LIGHTHOUSE_CALIBRATED=1 also scores each run as Lighthouse's docs advise for a host of another speed: the
//        same gathered load audited again with the CPU slowdown its own benchmarkIndex calls for (calibratedSlowdown
//        below), so runs on a slow and a fast moment of this machine stand for the same phone.
//        BENCH_HTTP2=1 serves the pages over HTTPS and HTTP/2 through support/https-front.mjs, as a deployment's
//        TLS load balancer does, instead of the server's own HTTP/1.1 (six connections, so the files of a first
//        /app visit queue).
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const CALIBRATED = process.env.LIGHTHOUSE_CALIBRATED === '1';
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

/**
 * The CPU slowdown under which this machine, as fast as Lighthouse measured it (benchmarkIndex), runs like the mid-tier
 * phone the mobile preset stands for. Lighthouse's fixed 4× assumes a host of about 1,500; its docs/throttling.md
 * ("Calibrating the CPU slowdown") and its CPU throttling calculator give 2× at 800, 3× at 1,300, 4× at 1,533 and 6×
 * at 2,000, in straight lines between, which this follows.
 */
function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The figures of one Lighthouse report. */
function figuresOf(report) {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const metric = (id) => result.audits[id]?.displayValue ?? '—';
  return {
    landed: new URL(result.finalDisplayedUrl).pathname,
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

/**
 * One Lighthouse run of a page in a fresh browser: its score and timings, and with LIGHTHOUSE_CALIBRATED the same
 * load's score under the slowdown calibrated to the machine's speed at that moment (`calibrated`).
 */
async function measure(pagePath, address, storage, run) {
  const name = path.join(out, `${pagePath.replaceAll('/', '_') || 'root'}-${run}`);
  const report = `${name}.json`;
  // What the browser gathered, kept for the calibrated audit (Lighthouse's -G and -A: gather once, audit again).
  const artifacts = `${name}-artifacts`;
  const chrome = await startChromium();
  try {
    if (storage) await storeSessionOverCdp(chrome.endpoint, storage);
    const lighthouse = (args) =>
      // Not execFileSync: the HTTPS front (BENCH_HTTP2) answers from this process's event loop.
      promisify(execFile)('npx', [
        '--yes',
        LIGHTHOUSE,
        ...args,
        '--only-categories=performance',
        '--output=json',
        '--quiet',
      ]);
    await lighthouse([
      `${origin.url}${address}`,
      `--port=${chrome.port}`,
      '--disable-storage-reset',
      ...(CALIBRATED ? [`-GA=${artifacts}`] : []),
      `--output-path=${report}`,
    ]);
    const figures = figuresOf(report);
    if (figures.landed !== address) throw new Error(`${pagePath} sent the browser to ${figures.landed}`);
    if (!CALIBRATED) return figures;
    // Rounded once: the stored settings and the audit's flag must name the same figure.
    const slowdown = Number(calibratedSlowdown(figures.benchmarkIndex).toFixed(2));
    // Lighthouse refuses to audit under settings other than those it gathered with. Under its simulated throttling
    // the CPU slowdown plays no part in gathering (the page loads at full speed, the simulation slows it afterwards),
    // so the stored settings are told the calibrated slowdown, and the audit then simulates the same load with it.
    const stored = path.join(artifacts, 'artifacts.json');
    const gathered = JSON.parse(readFileSync(stored, 'utf8'));
    if (gathered.settings.throttlingMethod !== 'simulate') throw new Error('calibrating needs simulated throttling');
    gathered.settings.throttling.cpuSlowdownMultiplier = slowdown;
    writeFileSync(stored, JSON.stringify(gathered));
    const calibratedReport = `${name}-calibrated.json`;
    await lighthouse([
      `-A=${artifacts}`,
      '--disable-storage-reset',
      `--throttling.cpuSlowdownMultiplier=${slowdown}`,
      `--output-path=${calibratedReport}`,
    ]);
    return { ...figures, calibrated: { ...figuresOf(calibratedReport), slowdown } };
  } finally {
    await chrome.stop();
    // The gathered load (its trace among it) is only needed for the second audit, kept reports or not.
    if (CALIBRATED) rmSync(artifacts, { recursive: true, force: true });
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

/** The run with the median score among `runs`, with every run's score beside it. */
function medianOf(runs) {
  const scores = runs.map((one) => one.score).join(', ');
  const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)];
  return {
    ...median,
    scores,
    summary: `scores ${scores}; median run: LCP ${median.lcp}, TBT ${median.tbt}`,
    cells: `${median.score} (${scores}) | ${median.fcp} | ${median.lcp} | ${median.tbt} | ${median.cls} | ${median.speedIndex}`,
  };
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
    const page = `${pagePath}${storage ? ' (signed in)' : ''}`;
    const speeds = runs.map((one) => one.benchmarkIndex).join(', ');
    const preset = medianOf(runs);
    console.log(`${page}: ${preset.summary}; benchmarkIndex ${speeds}`);
    let row = `| \`${page}\` | ${preset.cells} | ${speeds} |`;
    if (CALIBRATED) {
      const calibrated = medianOf(runs.map((one) => one.calibrated));
      const slowdowns = runs.map((one) => `${one.calibrated.slowdown.toFixed(1)}×`).join(', ');
      console.log(`${page}, calibrated (${slowdowns}): ${calibrated.summary}`);
      row += ` ${calibrated.score} (${calibrated.scores}) | ${calibrated.lcp} | ${calibrated.tbt} | ${slowdowns} |`;
    }
    rows.push(row);
  }
  const heads = [
    'page',
    'performance, median (runs)',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'Speed Index',
    'benchmarkIndex (runs)',
  ];
  if (CALIBRATED) heads.push('calibrated: median (runs)', 'LCP', 'TBT', 'CPU slowdown (runs)');
  console.log(`\n| ${heads.join(' | ')} |`);
  console.log(`|${'---|'.repeat(heads.length)}`);
  for (const row of rows) console.log(row);
} finally {
  await origin.stop();
  await server.stop();
  // Unless asked to keep them, the JSON reports were only read for the figures printed above.
  if (!keptReports) rmSync(out, { recursive: true, force: true });
}
