// Shared Playwright fixtures: every test talks to the server started by global-setup, in a browser that draws
// Hindi, Marathi and Tamil with real fonts.
import { test as base, expect, type Page } from '@playwright/test';
import { scriptsDrawnAsBoxes } from './indian-scripts';

function serverUrl(): string {
  const url = process.env.KAAMSETU_E2E_URL;
  if (!url) throw new Error('KAAMSETU_E2E_URL is not set; run through playwright.config.ts');
  return url;
}

export const test = base.extend<object, { indianScriptFonts: void }>({
  // Playwright reads a fixture's dependencies from its destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(serverUrl());
  },
  // Once per worker, before its first test: without the fonts every word of Hindi, Marathi or Tamil is a row of
  // equal boxes, so the sideways-scroll checks would pass on text no phone shows. Fail every test instead.
  indianScriptFonts: [
    async ({ browser }, use) => {
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
