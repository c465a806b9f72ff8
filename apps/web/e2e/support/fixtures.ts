// Shared Playwright fixtures: every test talks to the server started by global-setup.
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.KAAMSETU_E2E_URL;
    if (!url) throw new Error('KAAMSETU_E2E_URL is not set; run through playwright.config.ts');
    await use(url);
  },
});

export { expect };

/** True when the page is wider than the viewport, i.e. the user would have to scroll sideways. */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
