// Browser tests against the built server on a temporary embedded database, in Debian's Chromium.
import { defineConfig } from '@playwright/test';

const phone = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
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
    { name: 'mobile', testIgnore: /dead-numbers\.spec\.ts/, use: phone },
    // dead-numbers.spec.ts moves the server's clock forward (POST /api/dev/clock): a code another test was
    // about to type would expire under it, so it runs alone, once every other test has finished.
    { name: 'moved-clock', testMatch: /dead-numbers\.spec\.ts/, dependencies: ['mobile'], use: phone },
  ],
});
