// Builds a validated Config for tests through the same loadConfig the server uses.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config, type Env } from '../../src/config.js';

export function makeTempDir(prefix = 'kaamsetu-test-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
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
    ...overrides,
  });
}
