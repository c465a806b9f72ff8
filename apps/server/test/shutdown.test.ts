// Stopping the real server process (SIGTERM, as a deploy or autoscaler does) while requests are under way:
// those requests still get their answers and their work is kept, nothing is logged as an error (such as
// "Cannot use a pool after calling end on the pool"), and the process exits 0 with its database closed.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from './support/auth-flows.js';
import { databaseKinds } from './support/databases.js';
import { testDatabaseUrl } from './support/services.js';
import { outboxMessages } from './support/sms-outbox.js';
import { makeTempDir } from './support/test-config.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Resolves once the server has logged `count` lines matching `pattern`. */
  logged(pattern: RegExp, count?: number): Promise<void>;
  exit: Promise<{ code: number | null; output: string }>;
}

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--conditions=kaamsetu-source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...inherited, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exit = new Promise<{ code: number | null; output: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, output }));
  });
  const logged = (pattern: RegExp, count = 1) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.split('\n').filter((line) => pattern.test(line)).length >= count) {
          listeners.delete(check);
          resolve();
        }
      };
      listeners.add(check);
      void exit.then(() => reject(new Error(`the server exited before logging ${pattern}:\n${output}`)));
      check();
    });
  await logged(/KaamSetu is running on/);
  const port = Number(/KaamSetu is running on http:\/\/[\d.]+:(\d+)/.exec(output)?.[1]);
  return { child, port, logged, exit };
}

/**
 * A sign-up request over a raw keep-alive connection: headers now, body when the test says, so the request is
 * under way for as long as the test needs.
 */
function signUpRequest(port: number, phone: string) {
  const body = JSON.stringify({ name: 'Shanti Stop', phone, userType: 'Labourer' });
  const socket = connect(port, '127.0.0.1');
  socket.write(
    `POST /api/users/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
  );
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(received.split('\r\n')[0] ?? '')));
  return {
    answer,
    sendBody: () => socket.write(body),
    /** Sends the body and goes away at once, as a client that gave up would: the work must still be done. */
    sendBodyAndLeave: () => socket.write(body, () => socket.destroy()),
  };
}

// A real server process, its TypeScript compiled by tsx at start: seconds on an idle machine, far more on a
// loaded one, so more than the default 30 s.
describe.each(databaseKinds)('stopping the server on %s with requests under way', { timeout: 120_000 }, (kind) => {
  const dataDir = makeTempDir('kaamsetu-shutdown-');
  const databaseName = `kaamsetu_shutdown_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    if (kind !== 'postgres') return;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(testDatabaseUrl as string);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    if (kind !== 'postgres') return;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  /** Starts a server, opens sign-ups that stay for their answer or leave once sent, and stops it meanwhile. */
  async function stopWithRequestsUnderWay(counts: { staying: number; leaving: number }) {
    const server = await startServer({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const staying = Array.from({ length: counts.staying }, () => uniquePhone().e164);
    const leaving = Array.from({ length: counts.leaving }, () => uniquePhone().e164);
    const stayingRequests = staying.map((phone) => signUpRequest(server.port, phone));
    const leavingRequests = leaving.map((phone) => signUpRequest(server.port, phone));
    await server.logged(/"url":"\/api\/users\/signup".*"msg":"incoming request"/, staying.length + leaving.length);

    server.child.kill('SIGTERM');
    await server.logged(/"msg":"shutting down"/);
    for (const request of stayingRequests) request.sendBody();
    for (const request of leavingRequests) request.sendBodyAndLeave();

    const { code, output } = await server.exit;
    const texted = new Set(outboxMessages(path.join(dataDir, 'sms-outbox.jsonl')).map((message) => message.to));
    return {
      code,
      answers: await Promise.all(stayingRequests.map((request) => request.answer)),
      errors: output.split('\n').filter((line) => /"level":(50|60)|Error:/.test(line)),
      // Each sign-up that was carried out sent its number a code.
      notTexted: [...staying, ...leaving].filter((phone) => !texted.has(phone)),
    };
  }

  it('answers requests under way on kept-alive connections, closes those connections and exits 0', async () => {
    const stopped = await stopWithRequestsUnderWay({ staying: 4, leaving: 0 });
    expect(stopped.answers).toEqual(Array(4).fill('HTTP/1.1 200 OK'));
    expect(stopped.notTexted).toEqual([]);
    expect(stopped.errors).toEqual([]);
    // Not the last-resort exit (1) of a server still waiting for connections that nobody closes.
    expect(stopped.code).toBe(0);
  });

  it('finishes the work of requests whose clients left, before closing the database, and logs no error', async () => {
    const stopped = await stopWithRequestsUnderWay({ staying: 0, leaving: 8 });
    expect(stopped.errors).toEqual([]);
    expect(stopped.notTexted).toEqual([]);
    expect(stopped.code).toBe(0);
  });
});
