import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InstanceConfig } from './config.js';
import type { RenderContext } from './render/context.js';
import type { AccountRecord, Store } from './store.js';

/**
 * Who is asking. Like Akkoma, an unknown token or the token of a deactivated account does
 * not fail the request by itself: the request simply carries no user, and endpoints that
 * need one answer 403 "Invalid credentials.".
 */
export function viewerOf(request: FastifyRequest, store: Store): AccountRecord | undefined {
  const header = request.headers.authorization;
  let token: string | undefined;
  if (typeof header === 'string' && /^bearer\s+/i.test(header))
    token = header.replace(/^bearer\s+/i, '').trim();
  if (!token) {
    const query = request.query as Record<string, unknown> | undefined;
    if (typeof query?.access_token === 'string') token = query.access_token;
  }
  if (!token) return undefined;
  const account = store.accountByToken(token);
  return account && !account.deactivated ? account : undefined;
}

export interface Shared {
  config: InstanceConfig;
  store: Store;
}

export function contextFor(request: FastifyRequest, shared: Shared): RenderContext {
  return { config: shared.config, store: shared.store, viewer: viewerOf(request, shared.store) };
}

/** Akkoma's error body: {"error": "..."}. */
export function fail(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ error: message });
}

export const ERRORS = {
  invalidCredentials: 'Invalid credentials.',
  timelineAuth: 'authorization required for timeline view',
  needsAuth: 'This resource requires authentication.',
  recordNotFound: 'Record not found',
  userNotFound: "Can't find user",
  notFound: 'Not found',
};

/** Truthy query flags as Akkoma reads them. */
export function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 'on';
}
