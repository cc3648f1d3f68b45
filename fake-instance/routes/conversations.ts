import type { FastifyPluginAsync } from 'fastify';
import { contextFor, ERRORS, fail, type Shared } from '../auth.js';
import { linkHeader, paginate, type PageQuery } from '../paging.js';
import { renderAccount } from '../render/account.js';
import type { RenderContext } from '../render/context.js';
import { renderStatus } from '../render/status.js';
import type { AccountRecord, StatusRecord, Store } from '../store.js';
import { collect, inDirect } from '../timelines.js';

/** Conversations each account marked read, kept beside the store. */
const readBooks = new WeakMap<Store, Map<string, Set<string>>>();

function readBy(store: Store, accountId: string): Set<string> {
  let book = readBooks.get(store);
  if (!book) {
    book = new Map();
    readBooks.set(store, book);
  }
  let own = book.get(accountId);
  if (!own) {
    own = new Set();
    book.set(accountId, own);
  }
  return own;
}

interface Conversation {
  /** The last status's id: conversations page by it, newest first. */
  id: string;
  conversationId: string;
  last: StatusRecord;
}

/**
 * GET /api/v1/conversations (Mastodon 2.6, GoToSocial, Akkoma): the viewer's direct-message
 * threads, each with the other people in it and its newest post, newest first. Where the
 * direct timeline is missing (GoToSocial, recent Mastodon) this is how clients read DMs.
 */
/** One conversation per thread of direct posts, with its newest post, newest first. */
function conversationsOf(direct: StatusRecord[]): Conversation[] {
  const seen = new Map<string, Conversation>();
  for (const status of direct)
    if (!seen.has(status.conversationId))
      seen.set(status.conversationId, {
        id: status.id,
        conversationId: status.conversationId,
        last: status,
      });
  return [...seen.values()];
}

function renderConversation(ctx: RenderContext, viewer: AccountRecord, found: Conversation) {
  const people = new Set([found.last.accountId, ...found.last.mentionIds]);
  people.delete(viewer.id);
  return {
    id: found.conversationId,
    unread:
      found.last.accountId !== viewer.id && !readBy(ctx.store, viewer.id).has(found.conversationId),
    accounts: [...people]
      .map((id) => ctx.store.accounts.get(id))
      .filter((account): account is AccountRecord => account !== undefined)
      .map((account) => renderAccount(ctx, account)),
    last_status: renderStatus(ctx, found.last),
  };
}

/**
 * GET /api/v1/conversations (Mastodon 2.6, GoToSocial, Akkoma): the viewer's direct-message
 * threads, each with the other people in it and its newest post. Where the direct timeline is
 * missing (GoToSocial, recent Mastodon) this is how clients read direct messages.
 */
export const conversationRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  app.get('/api/v1/conversations', async (request, reply) => {
    const ctx = contextFor(request, shared);
    const viewer = ctx.viewer;
    if (!viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const query = request.query as PageQuery & Record<string, string | undefined>;
    const page = paginate(conversationsOf(collect(ctx, inDirect)), query);
    const link = linkHeader(shared.config.publicUrl, '/api/v1/conversations', query, page);
    if (link) reply.header('link', link);
    return page.map((found) => renderConversation(ctx, viewer, found));
  });

  app.post<{ Params: { id: string } }>('/api/v1/conversations/:id/read', async (request, reply) => {
    const ctx = contextFor(request, shared);
    const viewer = ctx.viewer;
    if (!viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const found = conversationsOf(collect(ctx, inDirect)).find(
      (c) => c.conversationId === request.params.id,
    );
    if (!found) return fail(reply, 404, ERRORS.recordNotFound);
    readBy(shared.store, viewer.id).add(found.conversationId);
    return renderConversation(ctx, viewer, found);
  });
};
