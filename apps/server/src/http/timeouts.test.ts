// Slow-client protection on a real listening server: a client that stops sending part-way through a request,
// or keeps a connection open without using it, is cut off within the configured time.
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp } from '../../test/support/test-app.js';
import { testConfig } from '../../test/support/test-config.js';

interface Stalled {
  /** Everything the server sent before it closed the connection. */
  received: string;
  /** From the last byte we sent (or the first answer, for an idle connection) to the close. */
  closedAfterMs: number;
}

/** Sends `text` and then nothing; resolves when the server closes the connection. */
function sendAndStall(port: number, text: string, { fromFirstAnswer = false } = {}): Promise<Stalled> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let received = '';
    let since = 0;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open; it sent: ${received}`));
    }, 15_000);
    socket.on('connect', () => {
      socket.write(text, () => {
        since = performance.now();
      });
    });
    socket.on('data', (chunk) => {
      if (fromFirstAnswer && received === '') since = performance.now();
      received += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ received, closedAfterMs: performance.now() - since });
    });
  });
}

describe('slow and stalled clients', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    app = await startTestApp(
      // The request deadline is checked every second, so a stalled request is answered 408 between 1 and 2 s;
      // the idle cut-off comes a clear second after that, or it could close a stalled request first, unanswered.
      testConfig({ HTTP_REQUEST_TIMEOUT_SECONDS: '1', HTTP_IDLE_TIMEOUT_SECONDS: '3' }),
      testDb.database,
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  it('serves a client that sends its request in good time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });

  it('answers 408 and disconnects a client that sends the headers and then stalls on the body', async () => {
    const stalled = await sendAndStall(
      port,
      'POST /api/users/signup HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"name":',
    );
    expect(stalled.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(stalled.closedAfterMs).toBeGreaterThan(800);
    // The deadline is checked every second.
    expect(stalled.closedAfterMs).toBeLessThan(3_000);
  });

  it('disconnects a client that sends half its headers and stops (slowloris)', async () => {
    const stalled = await sendAndStall(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(stalled.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(stalled.closedAfterMs).toBeLessThan(3_000);
  });

  it('closes a kept-alive connection that goes quiet after its answer', async () => {
    const idle = await sendAndStall(
      port,
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n',
      {
        fromFirstAnswer: true,
      },
    );
    expect(idle.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(idle.closedAfterMs).toBeGreaterThan(2_500);
    expect(idle.closedAfterMs).toBeLessThan(5_000);
  });
});
