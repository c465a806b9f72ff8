// An HTTPS front that speaks HTTP/2 to the browser and HTTP/1.1 to the server behind it, as the TLS load balancer
// of a deployment does (docs/operations/deploy.md). Loopback only, with a throw-away self-signed certificate made
// by Debian's openssl. Chromium accepts the certificate when started with the front's `chromiumFlag`
// (`--ignore-certificate-errors-spki-list`, naming the certificate's key).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createSecureServer, constants } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Headers of HTTP/1.1 connections that HTTP/2 forbids (RFC 9113, 8.2.2). */
const connectionHeaders = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kaamsetu-bench-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-keyout', key, '-out', cert, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ],
      { stdio: 'ignore' },
    );
    // The SHA-256 of the certificate's public key, base64: what --ignore-certificate-errors-spki-list names.
    const publicKey = execFileSync('openssl', ['x509', '-in', cert, '-noout', '-pubkey']);
    const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
    const spki = createHash('sha256').update(der).digest('base64');
    return { key: readFileSync(key), cert: readFileSync(cert), spki };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the front on a free loopback port, passing every request to `backendUrl`. Returns its https URL and the
 * Chromium flag that makes the browser trust it.
 */
async function startHttpsFront(backendUrl) {
  const backend = new URL(backendUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const { key, cert, spki } = selfSignedCertificate();
  const front = createSecureServer({ key, cert, allowHTTP1: true }, (incoming, outgoing) => {
    const headers = {};
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (!name.startsWith(':') && !connectionHeaders.has(name)) headers[name] = value;
    }
    headers.host = incoming.headers[':authority'] ?? incoming.headers.host;
    const upstream = request(
      { host: backend.hostname, port: backend.port, method: incoming.method, path: incoming.url, headers, agent },
      (answer) => {
        const answerHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!connectionHeaders.has(name)) answerHeaders[name] = value;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(constants.HTTP_STATUS_BAD_GATEWAY);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise((resolve) => front.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${front.address().port}`,
    chromiumFlag: `--ignore-certificate-errors-spki-list=${spki}`,
    async stop() {
      agent.destroy();
      await new Promise((resolve) => front.close(resolve));
    },
  };
}

/**
 * Where a bench's browser reaches the server at `serverUrl`: the server itself, or with BENCH_HTTP2=1 this front
 * before it, as a deployment's browsers reach it. Returns its URL, the flags Chromium needs for it, and stop().
 */
export async function benchOrigin(serverUrl) {
  if (process.env.BENCH_HTTP2 !== '1') return { url: serverUrl, chromiumFlags: [], async stop() {} };
  const front = await startHttpsFront(serverUrl);
  return { url: front.url, chromiumFlags: [front.chromiumFlag], stop: front.stop };
}
