// Closing the app waits for the requests under way, but not forever.
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp } from '../../test/support/test-app.js';
import { testConfig } from '../../test/support/test-config.js';

describe('closing the app', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  async function listeningApp(
    register: (app: FastifyInstance) => void,
  ): Promise<{ app: FastifyInstance; port: number }> {
    const app = await startTestApp(testConfig({ SHUTDOWN_TIMEOUT_SECONDS: '1' }), testDb.database, {
      beforeReady: register,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, port: (app.server.address() as AddressInfo).port };
  }

  const agents: Agent[] = [];
  afterAll(() => {
    for (const agent of agents) agent.destroy();
  });

  /** A GET on a kept-alive connection, as browsers and load balancers keep them: the server must close it. */
  function get(port: number, path: string) {
    const agent = new Agent({ keepAlive: true });
    agents.push(agent);
    let connectionClosed: Promise<void> = Promise.resolve();
    const answer = new Promise<number | undefined>((resolve, reject) => {
      const sent = request({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      });
      sent.on('socket', (socket) => {
        connectionClosed = new Promise((closed) => socket.once('close', () => closed()));
      });
      sent.on('error', reject);
      sent.end();
    });
    return { answer, connectionClosed: () => connectionClosed };
  }

  it('lets a request under way finish, then closes its kept-alive connection and finishes closing', async () => {
    let release = () => undefined as void;
    const started = new Promise<void>((resolve) => {
      release = resolve;
    });
    let finish = () => undefined as void;
    const { app, port } = await listeningApp((instance) =>
      instance.get('/slow', async () => {
        release();
        await new Promise<void>((resolve) => (finish = resolve));
        return { done: true };
      }),
    );
    const slow = get(port, '/slow');
    await started;
    const closed = app.close();
    // The answer comes once the server has stopped accepting connections.
    while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
    finish();
    expect(await slow.answer).toBe(200);
    await slow.connectionClosed();
    await closed;
  });

  it('stops waiting for a request that never finishes once SHUTDOWN_TIMEOUT_SECONDS has passed', async () => {
    let release = () => undefined as void;
    const started = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { app, port } = await listeningApp((instance) =>
      instance.get('/stuck', async () => {
        release();
        await new Promise(() => undefined);
      }),
    );
    const answer = get(port, '/stuck').answer.catch((error: NodeJS.ErrnoException) => error.code);
    await started;
    await app.close();
    expect(await answer).toBe('ECONNRESET');
  });
});
