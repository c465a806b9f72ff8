// Shared Playwright fixtures: every test talks to a server started by global-setup, in a browser that draws
// Hindi, Marathi and Tamil with real fonts. A project whose tests move the server's clock names its own server
// (`server`), so the clock it moves is nobody else's.
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { scriptsDrawnAsBoxes } from './indian-scripts';
import type { ClockServer } from './clock-servers';

function serverUrl(): string {
  const url = process.env.KAAMSETU_E2E_URL;
  if (!url) throw new Error('KAAMSETU_E2E_URL is not set; run through playwright.config.ts');
  return url;
}

export interface ServerOption {
  /** Which of global-setup's servers this project's tests talk to. */
  server: 'main' | ClockServer;
}

export const test = base.extend<object, ServerOption & { serverChosen: void; indianScriptFonts: void }>({
  server: ['main', { scope: 'worker', option: true }],
  // A worker runs the tests of one project only, so pointing its environment at the project's server once makes
  // every helper that reads it (the outbox, staff and people helpers) talk to that server.
  serverChosen: [
    async ({ server }, use) => {
      if (server !== 'main') {
        const clocks = JSON.parse(process.env.KAAMSETU_E2E_CLOCK_SERVERS ?? '{}') as Record<
          string,
          { url: string; dataDir: string }
        >;
        const chosen = clocks[server];
        if (!chosen) throw new Error(`global-setup started no server ${server}`);
        process.env.KAAMSETU_E2E_URL = chosen.url;
        process.env.KAAMSETU_E2E_DATA_DIR = chosen.dataDir;
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ serverChosen: _chosen }, use) => {
    await use(serverUrl());
  },
  // Once per worker, before its first test: without the fonts every word of Hindi, Marathi or Tamil is a row of
  // equal boxes, so the sideways-scroll checks would pass on text no phone shows. Fail every test instead.
  indianScriptFonts: [
    async ({ browser, serverChosen: _chosen }, use) => {
      const page = await browser.newPage();
      await page.goto(serverUrl());
      const missing = await scriptsDrawnAsBoxes(page);
      await page.close();
      if (missing.length > 0) {
        throw new Error(
          `Chromium draws ${missing.join(' and ')} as boxes: install the fonts (Debian: apt-get install fonts-noto-core, as .ci/run does)`,
        );
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect };

/**
 * Taps a button once it has stopped moving. The sections of a page load their own data and push what is below them
 * down as they arrive; a person taps once the page is still, and a tap while it moved lands on whatever came under
 * the finger (Log out, Share Profile and a form's Save each opened or sent nothing now and then).
 */
export async function tapWhenStill(target: Locator): Promise<void> {
  await waitUntilStill(target);
  await target.click();
}

/** Waits until `target`'s box has stayed put for 250 ms: content arriving above it has stopped moving it. */
export async function waitUntilStill(target: Locator): Promise<void> {
  let lastBox = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await target.boundingBox());
        const still = box === lastBox && box !== 'null';
        lastBox = box;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
}

/** True when the page is wider than the viewport, i.e. the user would have to scroll sideways. */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/**
 * Text that runs out of the box it sits in (a heading past its column, a word past its button) or off the
 * screen, even where a margin hides it from the sideways-scroll check. One line per box, naming it.
 * Text hidden for screen readers only (a 1 px box) and the values inside form fields are not looked at.
 */
export async function textOutsideItsBox(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const boxOf = (element: Element): Element => {
      let box = element;
      while (box.parentElement && ['inline', 'contents'].includes(getComputedStyle(box).display))
        box = box.parentElement;
      return box;
    };
    // The visually-hidden pattern: a box of 1 px or less that clips what it holds.
    const insideHiddenBox = (element: Element): boolean => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const { width, height } = at.getBoundingClientRect();
        const style = getComputedStyle(at);
        const clips = style.overflow !== 'visible' || style.clipPath !== 'none';
        if (clips && (width <= 1 || height <= 1)) return true;
      }
      return false;
    };
    const found = new Map<Element, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement) continue;
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0) continue;
      const box = boxOf(node.parentElement);
      if (found.has(box) || insideHiddenBox(box)) continue;
      const bounds = box.getBoundingClientRect();
      const past = Math.max(text.right - Math.min(bounds.right, screenWidth), Math.max(bounds.left, 0) - text.left);
      if (past > 1) {
        const name = [box.tagName.toLowerCase(), ...Array.from(box.classList)].join('.');
        found.set(box, `${name} "${box.textContent?.trim().slice(0, 40)}" by ${Math.round(past)} px`);
      }
    }
    return [...found.values()];
  });
}
