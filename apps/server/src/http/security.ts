// Security headers and CORS. The reference client runs on another origin and sends credentials,
// so allowed origins are echoed back with Access-Control-Allow-Credentials; others get no grant.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

// Razorpay's checkout is a script from its CDN that opens a frame on its API host; allowed only when
// Razorpay takes the payments.
const razorpayCheckout = {
  scriptSrc: ['https://checkout.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connectSrc: ['https://lumberjack.razorpay.com', 'https://api.razorpay.com'],
  imgSrc: ['https://cdn.razorpay.com'],
};

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.corsOrigins.some((origin) => origin.startsWith('https://')) && config.nodeEnv === 'production';
  const razorpay = config.money.payments.provider === 'razorpay';
  const extra = (directive: keyof typeof razorpayCheckout) => (razorpay ? razorpayCheckout[directive] : []);
  // Photos in S3 storage load from the bucket's public address or its CDN.
  const mediaOrigin = config.storage.provider === 's3' ? [new URL(config.storage.publicUrl).origin] : [];
  const securityHeaders = headersSetBy({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra('scriptSrc')],
        // React sets style attributes; no inline <style> or script is ever needed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigin, ...extra('imgSrc')],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extra('connectSrc')],
        frameSrc: razorpay ? razorpayCheckout.frameSrc : ["'none'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Accept-Language', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
}

/**
 * The headers helmet's middleware sets for these options, worked out once. They are the same for every answer; the
 * Fastify plugin built the middleware again for each request (parsing the policy each time): 11 % of the server's
 * busy time in a run of bench/search.mjs (bench/README.md, session 20).
 */
function headersSetBy(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet's middleware is synchronous: every header is set before this returns.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
