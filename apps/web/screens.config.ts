// `npm run screens`: the screenshots in docs/screens, taken the way the browser tests run (the built server on a
// throw-away embedded database, Debian's Chromium), with the demo people a new install shows. Not part of
// `npm test`: it writes files for people to look at and asserts nothing beyond the pages having loaded.
import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

process.env.KAAMSETU_E2E_SEED_DEMO = 'true';

export default defineConfig({
  ...e2e,
  testDir: './screens',
  fullyParallel: false,
  workers: 1,
  projects: [{ name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } }],
});
