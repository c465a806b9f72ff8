// A test run leaves nothing behind in the temporary directory: each test file's folders are removed at its
// end, also when it fails.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { makeTempDir } from './support/test-config.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const vitest = fileURLToPath(new URL('../../../node_modules/vitest/vitest.mjs', import.meta.url));

it('removes the temporary folders a test file made, even when the file fails', async () => {
  const tmp = makeTempDir('kaamsetu-run-');
  const child = spawn(
    process.execPath,
    [vitest, 'run', '--project', 'server', 'apps/server/test/fixtures/fails-after-making-temp-dirs.test.ts'],
    {
      cwd: repoRoot,
      env: { ...process.env, TMPDIR: tmp, KAAMSETU_TEMP_DIR_FIXTURE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));

  expect(output).toContain('failing on purpose');
  expect(code).toBe(1);
  expect(readdirSync(tmp).filter((name) => name.startsWith('kaamsetu-'))).toEqual([]);
}, 120_000);
