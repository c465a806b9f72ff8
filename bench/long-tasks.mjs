// The main thread while a page opens, as a phone's slower CPU would run it: loads each page in Debian's Chromium
// with the CPU slowed 4× (as Lighthouse's mobile preset assumes) and records the browser's long tasks (over 50 ms)
// until the network has been quiet and 1.5 s more have passed. Reports, as the median of RUNS fresh visits: the
// blocking time (the sum of each long task's time over 50 ms, what Lighthouse's TBT adds up, observed here instead
// of simulated), from the start and after the first contentful paint (Lighthouse's TBT counts only those), the
// longest task, and when the page's first heading showed.
// Lighthouse's score on this shared 2-core machine moves by 10–20 points between runs of one build; these
// observed figures move less, so two builds can be told apart with a few runs each (bench/README.md).
// It watches the page through the DevTools protocol only (evaluateQuietly, shownAt): Playwright's own script would
// otherwise run in the page during the very load measured, as one more long task.
// Usage: npm run build && node bench/long-tasks.mjs [/path ...]   (default: /app/home; RUNS=5)
import { startServer } from './support/start-server.mjs';
import { pageToOpen, preparePeople } from './support/signed-in-pages.mjs';
import { evaluateQuietly, launchChromium, onSlowedPhone, shownAt } from './support/slowed-phone.mjs';

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/app/home'];
const RUNS = Number(process.env.RUNS ?? 5);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One fresh visit: the long tasks as [start, duration] in ms, the first contentful paint, when the first heading showed. */
function visit(browser, url, storage) {
  return onSlowedPhone(browser, url, storage, async (page, cdp) => {
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(globalThis, '__longTasks', { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url);
    const headingAt = await shownAt(cdp, 'h1');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    const tasks = await evaluateQuietly(cdp, 'globalThis.__longTasks');
    // No paint yet comes back as undefined: counted as never, so no task counts as after it.
    const paintedAt = await evaluateQuietly(
      cdp,
      "performance.getEntriesByName('first-contentful-paint')[0]?.startTime",
    );
    return { tasks, paintedAt: paintedAt ?? Number.POSITIVE_INFINITY, headingAt };
  });
}

const server = await startServer();
const browser = await launchChromium();
try {
  const people = await preparePeople(server);
  console.log(`| page | blocking time | after first paint | longest task | long tasks | first heading at | runs |`);
  console.log(`|---|---|---|---|---|---|---|`);
  for (const pagePath of pages) {
    const { path, storage } = pageToOpen(pagePath, people);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await visit(browser, `${server.url}${path}`, storage));
    const blockingOf = (tasks) => tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const blocking = runs.map(({ tasks }) => blockingOf(tasks));
    // As Lighthouse counts it: a task running across the first paint counts from the paint on.
    const afterPaint = runs.map(({ tasks, paintedAt }) =>
      blockingOf(tasks.map(([start, duration]) => [start, start + duration - Math.max(start, paintedAt)])),
    );
    const longest = runs.map(({ tasks }) => Math.max(0, ...tasks.map(([, duration]) => duration)));
    const count = runs.map(({ tasks }) => tasks.length);
    const heading = runs.map(({ headingAt }) => headingAt);
    const ms = (value) => `${Math.round(value)} ms`;
    console.log(
      `| \`${pagePath}\` | ${ms(median(blocking))} | ${ms(median(afterPaint))} | ${ms(median(longest))} | ` +
        `${median(count)} | ${ms(median(heading))} | ${blocking.map(Math.round).join(', ')} / ` +
        `${afterPaint.map(Math.round).join(', ')} |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
