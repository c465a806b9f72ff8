// Slow-client protection for the HTTP server: a request (headers and body) must arrive within
// HTTP_REQUEST_TIMEOUT_SECONDS, and a connection on which nothing moves either way for
// HTTP_IDLE_TIMEOUT_SECONDS is closed. Node checks the request deadline on a timer; checking every second
// (instead of its default 30 s) makes the deadline hold to about a second.
import type { ServerOptions } from 'node:http';
import type { HttpConfig } from '../config.js';

export function serverTimeouts(config: HttpConfig): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    // Longer than a load balancer's usual 60 s idle timeout, so it never reuses a connection we just closed.
    keepAliveTimeout: Math.min(72_000, config.idleTimeoutMs),
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs),
    },
  };
}
