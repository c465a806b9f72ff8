/// <reference types="vitest/config" />
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  resolve: {
    // Use the contract package's TypeScript source directly; no separate build step for the web app.
    conditions: ['kaamsetu-source', ...defaultClientConditions],
  },
  oxc: {
    jsx: { runtime: 'automatic' },
  },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // Libraries mark React Server Component boundaries with "use client"; meaningless in a SPA.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5003',
      '/media': 'http://localhost:5003',
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
