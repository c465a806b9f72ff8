import { defaultServerConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

// Tests import the contract package's TypeScript source, so no build is needed before running them.
// Packages resolve as Node resolves them when the server runs: without Vite's 'module' condition, which
// some (the AWS SDK) point at files only a bundler can load.
const conditions = ['kaamsetu-source', ...defaultServerConditions.filter((condition) => condition !== 'module')];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  // Vitest loads global setups (the database templates below) through an environment of its own.
  environments: { __vitest__: { resolve: { conditions } } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Fixtures fail on purpose; only the test that runs one (test/temp-dirs.test.ts, which sets this) sees them.
    exclude: process.env.KAAMSETU_TEMP_DIR_FIXTURE
      ? configDefaults.exclude
      : [...configDefaults.exclude, 'test/fixtures/**'],
    setupFiles: ['test/support/remove-temp-dirs.ts'],
    // Migrates one database of each kind per run; the tests' databases are copies of it.
    globalSetup: ['test/support/database-templates.ts'],
    // Files share one module registry per worker instead of importing the app afresh each (about 2.4 s a file):
    // nothing here mocks modules, and every file opens its own app and database (decision 032).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
