// How long a page's main thread waits for fonts while it opens. In Chromium on Linux a page does not look fonts up
// itself: the first time it lays out text in a family, size and weight it has not used yet, it asks the browser
// process (fontconfig runs there) and waits for the answer. Those waits are main-thread time in the middle of a
// layout, so they lengthen exactly the tasks Lighthouse counts as blocking, and they are long whenever the browser
// process is busy loading the page's files. This traces one fresh visit per run (no CPU slowdown: the wait is
// another process's time, and each visit in a fresh browser, as Lighthouse's, so the browser's own font caches are
// empty too) and reports, as the median of RUNS visits: how many such questions the page asked, how
// long it waited on them in all, how many looked a family up by name, how many asked for any font that has a letter
// the listed families lack (answered by searching all the installed fonts), and the layout time in all.
// Usage: npm run build && node bench/font-lookups.mjs [/path ...]   (default: /app/home; RUNS=5)
import { startServer } from './support/start-server.mjs';
import { pageToOpen, preparePeople, storeSession } from './support/signed-in-pages.mjs';
import { launchChromium, newPhoneContext } from './support/slowed-phone.mjs';

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/app/home'];
const RUNS = Number(process.env.RUNS ?? 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The complete events of the page's main thread (the renderer thread with the most events). */
function mainThreadEvents(events) {
  let busiest = [];
  for (const thread of events.filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')) {
    const own = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X');
    if (own.length > busiest.length) busiest = own;
  }
  return busiest;
}

async function visit(url, storage) {
  const browser = await launchChromium();
  try {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    if (storage) await storeSession(page, new URL(url).origin, storage);
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    // `fonts` and `mojom` name the font questions; `base` marks the main thread's waits for their answers.
    const categories = ['devtools.timeline', 'toplevel', 'fonts', 'mojom', 'base'];
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: categories } });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    await cdp.send('Tracing.end');
    await complete;
    const own = mainThreadEvents(events);
    const waits = own.filter((event) => event.name === 'ScopedBlockingCallWithBaseSyncPrimitives');
    // A wait counts as a font question when a font service call encloses it.
    const fontCalls = own.filter((event) => /^(WebSandboxSupportLinux|FontDataService|FontLoader)::/.test(event.name));
    const inFontCall = (wait) =>
      fontCalls.some((call) => call.ts <= wait.ts && call.ts + call.dur >= wait.ts + wait.dur);
    const fontWaits = waits.filter(inFontCall);
    const sum = (list) => list.reduce((total, event) => total + event.dur / 1000, 0);
    return {
      questions: fontWaits.length,
      waited: sum(fontWaits),
      familyLookups: own.filter((event) => event.name === 'FontDataService::MatchFamilyName').length,
      fallbacks: own.filter((event) => event.name === 'FontCache::FallbackFontForCharacter').length,
      layout: sum(own.filter((event) => event.name === 'Layout')),
    };
  } finally {
    await browser.close();
  }
}

const server = await startServer();
try {
  const people = pages.some((pagePath) => pagePath.startsWith('/app')) ? await preparePeople(server) : null;
  console.log(
    '| page | font questions | waited for them | family lookups | fallback searches | layout in all | runs (questions / waited) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const pagePath of pages) {
    const { path, storage } = pageToOpen(pagePath, people);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await visit(`${server.url}${path}`, storage));
    const of = (key) => median(runs.map((one) => one[key]));
    const ms = (value) => `${Math.round(value)} ms`;
    console.log(
      `| \`${pagePath}\` | ${of('questions')} | ${ms(of('waited'))} | ${of('familyLookups')} | ${of('fallbacks')} | ${ms(of('layout'))} | ` +
        `${runs.map((one) => `${one.questions}/${Math.round(one.waited)}`).join(', ')} |`,
    );
  }
} finally {
  await server.stop();
}
