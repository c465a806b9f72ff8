// Runs every unit and integration suite: server (node, real databases), contract, web (jsdom).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'packages/contract'],
  },
});
