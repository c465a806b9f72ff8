// The server as a real process: bad settings stop it with a clear message, two processes never share one
// embedded database, and a signal shuts it down cleanly so the next start finds its data intact.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from './support/test-config.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

interface Running {
  child: ChildProcess;
  url: Promise<string>;
  exit: Promise<{ code: number | null; output: string }>;
}

const started: ChildProcess[] = [];

function startServer(env: Record<string, string>): Running {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--conditions=kaamsetu-source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...inherited, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /KaamSetu is running on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', () => reject(new Error(`server exited before listening:\n${output}`)));
  });
  url.catch(() => undefined);
  const exit = new Promise<{ code: number | null; output: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, output }));
  });
  return { child, url, exit };
}

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

// Each test starts real processes that compile the server's TypeScript (tsx) and migrate a fresh embedded
// database: seconds on an idle machine, far more on a loaded one, so they get more than the default 30 s.
const PROCESS_TEST_TIMEOUT = 120_000;

describe('the server process', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  it('refuses to start with PORT=abc and names the variable', async () => {
    const { exit } = startServer({ PORT: 'abc', DATA_DIR: makeTempDir() });
    const { code, output } = await exit;
    expect(code).not.toBe(0);
    expect(output).toContain('PORT');
  });

  it('refuses a second process on the same DATA_DIR and leaves the first one serving', async () => {
    const dataDir = makeTempDir();
    const first = startServer({ DATA_DIR: dataDir });
    const url = await first.url;

    const second = startServer({ DATA_DIR: dataDir });
    const { code, output } = await second.exit;
    expect(code).not.toBe(0);
    expect(output).toMatch(/already in use by another KaamSetu process \(pid \d+\)/);

    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up' });
  });

  it(
    'shuts down cleanly on SIGTERM and starts again on the same data',
    async () => {
      const dataDir = makeTempDir();
      const first = startServer({ DATA_DIR: dataDir });
      await first.url;
      await fetch(`${await first.url}/readyz`);
      first.child.kill('SIGTERM');
      const firstRun = await first.exit;
      expect(firstRun.code).toBe(0);
      expect(firstRun.output).toContain('Added 300 demo profiles to the new database');
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

      const again = startServer({ DATA_DIR: dataDir });
      const url = await again.url;
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      again.child.kill('SIGINT');
      const secondRun = await again.exit;
      expect(secondRun.code).toBe(0);
      // The data survived: the demo people are still there, so none were added again.
      expect(secondRun.output).not.toContain('demo profiles');
      // Two cold starts (migrations, demo seed): ~25 s on a 2-core machine, 90 s and more when it is loaded.
    },
    2 * PROCESS_TEST_TIMEOUT,
  );
});
