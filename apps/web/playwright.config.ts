// Browser tests against the built server on a temporary embedded database, in Debian's Chromium.
import { defineConfig } from '@playwright/test';
import type { ServerOption } from './e2e/support/fixtures';

const phone = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };
const movedClock = /(^|\/)(jobs|worker-notices|dead-numbers|agreements)\.spec\.ts/;
/** A project that moves the server's clock: its own server, one test at a time. */
const clockProject = (name: ServerOption['server'], testMatch: RegExp) => ({
  name,
  testMatch,
  use: { ...phone, server: name },
  workers: 1,
  fullyParallel: false,
});

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
    // A trace is recorded for a failed test's retry only: recording every test's steps cost 5-8 % of a browser
    // test's time (every-route.spec, one worker), and a failure's error-context.md is written either way.
    trace: 'on-first-retry',
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
    // These move the server's clock forward (POST /api/dev/clock): a code another test was about to type would
    // expire under it. So each project talks to a server of its own (support/global-setup.ts), one test at a time,
    // beside the rest. Listed first, so their tests, which cannot spread over workers, start first and no worker
    // waits for them at the end. Jobs and the worker's notices share one: both move the clock only out of India's
    // quiet hours, and the job form starts the job by the server's day.
    clockProject('clock-jobs', /(^|\/)(jobs|worker-notices)\.spec\.ts/),
    clockProject('clock-dead-numbers', /(^|\/)dead-numbers\.spec\.ts/),
    clockProject('clock-agreements', /(^|\/)agreements\.spec\.ts/),
    { name: 'mobile', testIgnore: movedClock, use: phone },
  ],
});
