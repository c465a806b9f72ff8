import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['kaamsetu-source'] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file opens its own database; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
