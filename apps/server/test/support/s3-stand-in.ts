// A local stand-in for an S3-compatible store, for tests: path-style PUT, GET and DELETE of objects in one
// bucket, kept in memory, with every request recorded. It does not check signatures; tests assert that the
// requests carry one.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** The object key, decoded, without the bucket. */
  key: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface StoredObject {
  bytes: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface S3StandIn {
  /** http://127.0.0.1:<port>, the S3 endpoint. */
  endpoint: string;
  bucket: string;
  requests: RecordedRequest[];
  objects: Map<string, StoredObject>;
  /** Answer the next n requests with 503 SlowDown (to show failures reach the caller). */
  failNext(n: number): void;
  close(): Promise<void>;
}

function xmlError(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

export async function startS3StandIn(bucket = 'kaamsetu-media'): Promise<S3StandIn> {
  const requests: RecordedRequest[] = [];
  const objects = new Map<string, StoredObject>();
  let failures = 0;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { pathname } = new URL(request.url ?? '/', 'http://stand-in');
      const prefix = `/${bucket}/`;
      const key = pathname.startsWith(prefix) ? decodeURIComponent(pathname.slice(prefix.length)) : '';
      const body = Buffer.concat(chunks);
      requests.push({ method: request.method ?? '', key, headers: request.headers, body });
      const reply = (status: number, headers: Record<string, string> = {}, payload: Buffer | string = '') => {
        response.writeHead(status, { 'content-length': String(Buffer.byteLength(payload)), ...headers });
        response.end(payload);
      };
      if (failures > 0) {
        failures -= 1;
        return reply(503, { 'content-type': 'application/xml' }, xmlError('SlowDown', 'Please reduce your rate'));
      }
      if (!key) return reply(404, { 'content-type': 'application/xml' }, xmlError('NoSuchBucket', 'No such bucket'));
      if (request.method === 'PUT') {
        objects.set(key, {
          bytes: body,
          contentType: request.headers['content-type'],
          cacheControl: request.headers['cache-control'],
        });
        return reply(200, { etag: '"stand-in"' });
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        return reply(204);
      }
      if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) return reply(404, { 'content-type': 'application/xml' }, xmlError('NoSuchKey', 'No such key'));
        return reply(
          200,
          {
            'content-type': object.contentType ?? 'application/octet-stream',
            ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
          },
          object.bytes,
        );
      }
      return reply(405, { 'content-type': 'application/xml' }, xmlError('MethodNotAllowed', 'Not here'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    requests,
    objects,
    failNext(n) {
      failures = n;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
