import { Readable, pipeline } from 'node:stream';
import { createGzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

// The types Akkoma's recommended nginx site gzips (installation/nginx/akkoma.nginx, with
// Debian's default `gzip on`; nginx always adds text/html). Media is never compressed.
const COMPRESSIBLE = new Set([
  'text/html',
  'text/plain',
  'text/css',
  'text/javascript',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/activity+json',
  'application/atom+xml',
]);

// nginx's gzip_min_length default is 20 bytes; below a few hundred, gzip only adds bytes.
const MIN_BYTES = 256;

function accepts(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Whether a reply is gzipped: a text type, a full 2xx body, and a client that asked for it. */
export function shouldGzip(reply: {
  method: string;
  statusCode: number;
  acceptEncoding: string | undefined;
  contentType: string | undefined;
  contentEncoding: string | undefined;
}): boolean {
  if (reply.method === 'HEAD' || reply.contentEncoding) return false;
  if (reply.statusCode < 200 || reply.statusCode >= 300) return false;
  if (reply.statusCode === 204 || reply.statusCode === 206) return false;
  const type = reply.contentType?.split(';')[0]?.trim().toLowerCase();
  return type !== undefined && COMPRESSIBLE.has(type) && accepts(reply.acceptEncoding);
}

/** Built files under /assets/ carry their content's hash in the name: one gzip serves them all. */
const IMMUTABLE_PREFIX = '/assets/';

function headerText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/**
 * gzip on the fly for the built client and the API, as an Akkoma behind its documented
 * nginx site answers (docs/decisions.md, issue 7). Proxied and pre-encoded replies pass as
 * they are.
 */
export function registerCompression(app: FastifyInstance): void {
  // Compressing the 400 KB start-up chunk for every page load cost a busy two-core machine
  // seconds per test; hashed files never change while the server runs.
  const compressedAssets = new Map<string, Buffer>();
  app.addHook('onSend', async (request, reply, payload) => {
    const gzip = shouldGzip({
      method: request.method,
      statusCode: reply.statusCode,
      acceptEncoding: request.headers['accept-encoding'],
      contentType: headerText(reply.getHeader('content-type')),
      contentEncoding: headerText(reply.getHeader('content-encoding')),
    });
    if (!gzip) return payload;
    const vary = headerText(reply.getHeader('vary'));
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const path = request.url.split('?')[0] ?? '';
    if (Buffer.isBuffer(payload) && path.startsWith(IMMUTABLE_PREFIX)) {
      let body = compressedAssets.get(path);
      if (!body) {
        body = gzipSync(payload, { level: 6 });
        compressedAssets.set(path, body);
      }
      reply.header('content-encoding', 'gzip');
      reply.removeHeader('content-length');
      return body;
    }
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (body.length < MIN_BYTES) return payload;
      reply.header('content-encoding', 'gzip');
      reply.removeHeader('content-length');
      return gzipSync(body, { level: 6 });
    }
    if (payload instanceof Readable) {
      reply.header('content-encoding', 'gzip');
      reply.removeHeader('content-length');
      // pipeline, not pipe: an error of the source (a file gone mid-read) reaches the gzip
      // stream, which fastify watches, instead of crashing the process unhandled.
      const gzipped = createGzip({ level: 6 });
      pipeline(payload, gzipped, () => undefined);
      return gzipped;
    }
    return payload;
  });
}
