// A first visit to a page on a slow phone and connection, as it happens rather than as Lighthouse simulates it:
// Debian's Chromium with the CPU slowed 4×, 150 ms added to every request and 1.6 Mbps down (Lighthouse's
// mobile figures), nothing of the app cached, against the built server. Reports, as the median of RUNS visits:
// the first contentful paint, the largest contentful paint (and its element), when the first heading showed and,
// with CONTENT=<css selector>, when that showed (Home's cards: CONTENT=.profile-card). LIST=1 also prints when
// each request of the first visit left, from the start of the navigation, to see what waits for what.
// Two builds are compared by alternating them with WEB_DIST_DIR=<a copy of apps/web/dist> (bench/README.md).
// It watches the page through the DevTools protocol only (evaluateQuietly, shownAt): Playwright's own script would
// otherwise run in the page during the very load measured.
// BENCH_HTTP2=1 serves the pages over HTTPS and HTTP/2, as a deployment's TLS load balancer does (bench/README.md).
// Usage: npm run build && node bench/slow-visit.mjs [/path ...]   (default: /app/home; RUNS=5)
import { startServer } from './support/start-server.mjs';
import { benchOrigin } from './support/https-front.mjs';
import { pageToOpen, preparePeople } from './support/signed-in-pages.mjs';
import { evaluateQuietly, launchChromium, onSlowedPhone, shownAt } from './support/slowed-phone.mjs';

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/app/home'];
const RUNS = Number(process.env.RUNS ?? 5);
const content = process.env.CONTENT;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One visit on a fresh phone: the paints, the heading, the content and every request's start, in ms. */
function visit(browser, url, storage) {
  return onSlowedPhone(browser, url, storage, async (page, cdp) => {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    const start = Date.now();
    const requests = [];
    page.on('request', (request) =>
      requests.push([Date.now() - start, request.url().replace(new URL(url).origin, '')]),
    );
    await page.goto(url);
    const [headingAt, contentAt] = await Promise.all([shownAt(cdp, 'h1'), content ? shownAt(cdp, content) : null]);
    await page.waitForLoadState('networkidle');
    const paints = await evaluateQuietly(
      cdp,
      `new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          resolve({
            fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
            lcp: last?.startTime ?? null,
            lcpElement: last?.element ? (last.element.tagName.toLowerCase() + ' ' + last.element.className).trim() : '',
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      })`,
    );
    return { ...paints, headingAt, contentAt, requests };
  });
}

const server = await startServer();
const origin = await benchOrigin(server.url);
const browser = await launchChromium(origin.chromiumFlags);
try {
  const people = await preparePeople(server);
  const rows = [];
  for (const pagePath of pages) {
    const { path, storage } = pageToOpen(pagePath, people);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await visit(browser, `${origin.url}${path}`, storage));
    const ms = (key) => `${Math.round(median(runs.map((run) => run[key])))} ms`;
    rows.push(
      `| \`${pagePath}\` | ${ms('fcp')} | ${ms('lcp')} (${runs[0].lcpElement}) | ${ms('headingAt')} | ` +
        `${content ? ms('contentAt') : '—'} | ${runs.map((run) => Math.round(run.lcp)).join(', ')} |`,
    );
    if (process.env.LIST) {
      console.log(`Requests of the first visit to ${pagePath} (ms from the navigation):`);
      for (const [at, address] of runs[0].requests) console.log(`${String(at).padStart(6)}  ${address}`);
    }
  }
  console.log(`| page | first paint | largest paint | first heading | ${content ?? 'content'} | each visit's LCP |`);
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
  await origin.stop();
  await server.stop();
}
