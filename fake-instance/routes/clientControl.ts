import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ClientFolder } from './client.js';

/**
 * `POST /__control/client {dist?}`: serves the built client from another folder inside the
 * working directory (a second build: a "new deployment" to an open tab, issue 27), or again
 * from the configured one without `dist`.
 */
export function registerClientControl(
  app: FastifyInstance,
  folder: ClientFolder,
  configured: string,
): void {
  app.post<{ Body: { dist?: unknown } | null }>('/__control/client', async (request, reply) => {
    const dist = request.body?.dist;
    if (dist === undefined || dist === null) {
      folder.root = resolve(configured);
      return { dist: folder.root };
    }
    const root = typeof dist === 'string' ? resolve(dist) : '';
    if (!root.startsWith(process.cwd() + sep) || !existsSync(resolve(root, 'index.html')))
      return reply
        .code(422)
        .send({ error: 'dist must be a built client inside the working directory' });
    folder.root = root;
    return { dist: root };
  });
}
