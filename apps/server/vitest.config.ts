import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['kaamsetu-source'] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
