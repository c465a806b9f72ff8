import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract',
    include: ['src/**/*.test.ts'],
    passWithNoTests: false,
    // The type-level half of inferred-types.test.ts: tsc over the test files, type errors fail the run.
    typecheck: { enabled: true, include: ['src/**/*.test.ts'], tsconfig: 'tsconfig.test.json' },
  },
});
