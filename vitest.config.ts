// Runs every unit and integration suite: server (node, real databases), contract, web (jsdom).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'apps/web/vitest.first-use.config.ts', 'packages/contract'],
    // Server test files each open their own database; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
  },
});
