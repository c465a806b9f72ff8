// Builds a validated Config for tests through the same loadConfig the server uses, each with its own
// temporary DATA_DIR; every temporary folder made here is removed when the test file ends (remove-temp-dirs.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config, type Env } from '../../src/config.js';

const tempDirs: string[] = [];

export function makeTempDir(prefix = 'kaamsetu-test-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** Removes every folder makeTempDir made in this test file. */
export function removeTempDirs(): void {
  // Retries: a server process the file stopped may still be letting go of its files.
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}

export function testConfig(overrides: Env = {}): Config {
  const dataDir = makeTempDir();
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    // No built web app unless a test provides one.
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    // Tests change data and search again at once; the cache has its own test.
    SEARCH_CACHE_SECONDS: '0',
    SEARCH_LOOKUP_SECONDS: '0',
    ...overrides,
  });
}
