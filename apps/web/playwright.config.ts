// Browser tests against the built server on a temporary embedded database, in Debian's Chromium.
import { defineConfig } from '@playwright/test';
import type { ServerOption } from './e2e/support/fixtures';

const phone = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };
const movedClock = /(^|\/)(jobs|worker-notices|dead-numbers|agreements)\.spec\.ts/;
const clockServer = { use: { ...phone, server: 'clock' as const }, workers: 1, fullyParallel: false };

export default defineConfig<ServerOption>({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry: on a loaded 2-core CI box two browsers, the server and the tests share the cores, and a step
  // that waits on the page can outlast its timeout now and then. A test that passes only on its retry is
  // listed as "flaky" in the report, so it stays visible (docs/decisions/025-browser-test-retries.md).
  retries: 1,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    locale: 'en-IN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'mobile', testIgnore: movedClock, use: phone },
    // These move the server's clock forward (POST /api/dev/clock): a code another test was about to type would
    // expire under it. So they talk to a server of their own (support/global-setup.ts), one test at a time, while
    // the rest run. Jobs goes first: it moves the clock only out of India's quiet hours, and its form starts the
    // job by the server's day; then the worker's notices, which also only leave the quiet hours.
    { name: 'moved-clock-jobs', testMatch: /(^|\/)(jobs|worker-notices)\.spec\.ts/, ...clockServer },
    { name: 'moved-clock', testMatch: /dead-numbers\.spec\.ts/, dependencies: ['moved-clock-jobs'], ...clockServer },
    {
      name: 'moved-clock-agreements',
      testMatch: /agreements\.spec\.ts/,
      dependencies: ['moved-clock'],
      ...clockServer,
    },
  ],
});
