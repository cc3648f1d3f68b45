import type { FastifyInstance } from 'fastify';

/**
 * CORS as Akkoma configures its `cors_plug`: any origin, the methods a client uses, the
 * Authorization, Content-Type and Idempotency-Key request headers, and the paging and
 * rate-limit response headers exposed. A client served from another origin (standalone mode)
 * depends on it, including the preflight a bearer token triggers.
 */
export const CORS_ALLOW_METHODS = 'POST, PUT, DELETE, GET, PATCH, OPTIONS';
export const CORS_ALLOW_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
export const CORS_EXPOSE_HEADERS =
  'Link, X-RateLimit-Reset, X-RateLimit-Limit, X-RateLimit-Remaining, X-Request-Id, Idempotency-Key';

export function registerCors(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', CORS_EXPOSE_HEADERS);
  });
  // A preflight never reaches a route: it is answered here, before routing, for every path.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return;
    await reply
      .code(204)
      .header('access-control-allow-methods', CORS_ALLOW_METHODS)
      .header('access-control-allow-headers', CORS_ALLOW_HEADERS)
      .header('access-control-max-age', '86400')
      .send();
  });
}
