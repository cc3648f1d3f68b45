import { existsSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CONTENT_SECURITY_POLICY } from '../csp.js';

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Petrel: client not built</title></head>
<body><h1>The client is not built yet</h1>
<p>Run <code>npm run build</code>, then reload this page. The API is running.</p></body></html>
`;

/**
 * Serves the built client with a history fallback: a GET for a file in dist/ gets the file,
 * any other GET outside the API gets index.html (so client routes like /main/all work on
 * reload). Called on the root instance, not as an encapsulated plugin, so its not-found
 * handler covers every path.
 */
export async function registerClient(
  app: FastifyInstance,
  dist: string,
  options: { csp?: boolean } = {},
): Promise<void> {
  const root = resolve(dist);
  await app.register(fastifyStatic, { root, serve: false });

  app.setNotFoundHandler(async (request, reply) => {
    const path = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/');
    const apiLike = /^\/(api|oauth|nodeinfo|\.well-known|__control)(\/|$)/.test(path);
    if (apiLike || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ error: 'Not found' });
    }
    const file = resolve(root, `.${path}`);
    // Never serve outside dist/, whatever the path says.
    if (
      (file === root || file.startsWith(root + sep)) &&
      existsSync(file) &&
      statSync(file).isFile()
    ) {
      return reply.sendFile(file.slice(root.length + 1));
    }
    if (options.csp) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    if (existsSync(resolve(root, 'index.html'))) {
      reply.header('cache-control', 'no-cache');
      return reply.code(200).sendFile('index.html');
    }
    return reply.code(200).type('text/html; charset=utf-8').send(NOT_BUILT);
  });
}
