// Starts the built KaamSetu server on a free loopback port with a throw-away DATA_DIR, for benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// Every DATA_DIR made here goes when the bench process ends, however it ends (an error, or a server killed with
// kill() and never stopped); stop() removes its own at once.
const dataDirs = new Set();
process.on('exit', () => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server; pass `dataDir` to start again on the DATA_DIR of an earlier (killed) one. */
export async function startServer(
  extraEnv = {},
  { dataDir = mkdtempSync(path.join(tmpdir(), 'kaamsetu-bench-')) } = {},
) {
  dataDirs.add(dataDir);
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles", to see where a server spends its time.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    /** kill -9: no shutdown, no clean-up; the DATA_DIR stays for a restart. */
    async kill() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
    },
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      dataDirs.delete(dataDir);
    },
  };
}
