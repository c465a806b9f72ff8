// Stopping without cutting anyone off: once app.close() starts, no new connections are accepted, requests
// already under way run to their answer (which then closes its connection), and app.close() resolves only
// when every request's work is done, so the database closed next is no longer in use. A time limit bounds
// the wait for requests that never finish.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export function registerGracefulClose(app: FastifyInstance, timeoutMs: number): void {
  const working = new Set<FastifyRequest>();
  let closing = false;
  let settle: (() => void) | undefined;
  let deadline: NodeJS.Timeout | undefined;
  let timedOut = false;

  const finish = (request: FastifyRequest) => {
    if (working.delete(request) && working.size === 0) settle?.();
  };
  app.addHook('onRequest', async (request) => {
    working.add(request);
  });
  // onSend marks the end of a request's work: its handler (or the error handler) has the answer. A request
  // whose client has gone away never reaches onResponse, but its handler still runs on to onSend.
  app.addHook('onSend', async (request, reply) => {
    if (closing) reply.header('connection', 'close');
    finish(request);
  });
  app.addHook('onResponse', async (request) => {
    finish(request);
    // An answer sent just before closing began kept its connection alive; now that it is idle, close it.
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });

  app.addHook('preClose', async () => {
    closing = true;
    deadline = setTimeout(() => {
      timedOut = true;
      app.log.warn({ requests: working.size }, `requests still running after ${timeoutMs} ms; closing anyway`);
      app.server.closeAllConnections();
      settle?.();
    }, timeoutMs);
    deadline.unref();
  });
  // Runs after the server has stopped listening and its connections have closed.
  app.addHook('onClose', async () => {
    if (working.size > 0 && !timedOut) await new Promise<void>((resolve) => (settle = resolve));
    clearTimeout(deadline);
  });
}
