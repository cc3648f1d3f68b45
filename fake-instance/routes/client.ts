import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Petrel: client not built</title></head>
<body><h1>The client is not built yet</h1>
<p>Run <code>npm run build</code>, then reload this page. The API is running.</p></body></html>
`;

/** The kinds of file a Vite build and the Ruffle player put in dist/. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

/** The folder the client is served from; the control API may point it at another build. */
export interface ClientFolder {
  root: string;
}

/** Hashed build output: a name under here never means a client route. */
const ASSETS = '/assets/';

/**
 * The file's bytes, or null when it is not a file inside dist/ (missing, a folder, or a
 * path that climbs out). One read, no check before it: a rebuild beside the server can
 * delete a file at any moment, and a file that vanished between a check and the read used
 * to crash the process with an unhandled ENOENT (issue 24, item 32).
 */
async function readDistFile(root: string, path: string): Promise<Buffer | null> {
  const file = resolve(root, `.${path}`);
  if (!file.startsWith(root + sep)) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/**
 * Serves the built client with a history fallback: a GET for a file in dist/ gets the file,
 * a missing file under /assets/ is a 404, and any other GET outside the API gets index.html
 * (so client routes like /main/all work on reload). Called on the root instance, not as an
 * encapsulated plugin, so its not-found handler covers every path.
 */
export async function registerClient(app: FastifyInstance, dist: string): Promise<ClientFolder> {
  const folder: ClientFolder = { root: resolve(dist) };

  app.setNotFoundHandler(async (request, reply) => {
    const path = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/');
    const apiLike = /^\/(api|oauth|nodeinfo|\.well-known|__control)(\/|$)/.test(path);
    if (apiLike || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ error: 'Not found' });
    }
    const root = folder.root;
    const body = path === '/' ? null : await readDistFile(root, path);
    if (body) {
      const hashed = path.startsWith(ASSETS);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply
        .type(TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream')
        .send(body);
    }
    if (path.startsWith(ASSETS)) return reply.code(404).send({ error: 'Not found' });
    const page = await readDistFile(root, '/index.html');
    if (page) {
      reply.header('cache-control', 'no-cache');
      return reply.code(200).type('text/html; charset=utf-8').send(page);
    }
    return reply.code(200).type('text/html; charset=utf-8').send(NOT_BUILT);
  });
  return folder;
}
