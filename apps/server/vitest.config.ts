import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests import the contract package's TypeScript source, so no build is needed before running them.
const conditions = ['kaamsetu-source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
