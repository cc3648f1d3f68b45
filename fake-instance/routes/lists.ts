import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, ERRORS, fail, type Shared } from '../auth.js';
import { findList, listState, listsOwnedBy, type ListRecord } from '../lists.js';
import { linkHeader, paginate, type PageQuery } from '../paging.js';
import { renderAccount } from '../render/account.js';
import type { AccountRecord } from '../store.js';

const renderList = (list: ListRecord) => ({
  id: list.id,
  title: list.title,
  replies_policy: 'list',
  exclusive: false,
});

/** Account ids arrive as `account_ids[]` (form) or `account_ids` (JSON or a single form value). */
function accountIds(body: unknown): string[] {
  const input = (body ?? {}) as Record<string, unknown>;
  const raw = input['account_ids[]'] ?? input['account_ids'];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.filter((v): v is string => typeof v === 'string');
}

/** Lists and their members (document 3 §7, Lists), for the signed-in owner only. */
export const listRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  function owner(request: FastifyRequest, reply: FastifyReply): AccountRecord | null {
    const viewer = contextFor(request, shared).viewer;
    if (!viewer) {
      void fail(reply, 403, ERRORS.invalidCredentials);
      return null;
    }
    return viewer;
  }
  const title = (body: unknown) => {
    const value = ((body ?? {}) as Record<string, unknown>)['title'];
    return typeof value === 'string' ? value.trim() : '';
  };

  app.get('/api/v1/lists', async (request, reply) => {
    const viewer = owner(request, reply);
    if (!viewer) return reply;
    return listsOwnedBy(shared.store, viewer.id).map(renderList);
  });

  app.post('/api/v1/lists', async (request, reply) => {
    const viewer = owner(request, reply);
    if (!viewer) return reply;
    const name = title(request.body);
    if (!name) return fail(reply, 422, "title can't be blank");
    const state = listState(shared.store);
    const list: ListRecord = {
      id: String(state.next++),
      ownerId: viewer.id,
      title: name,
      memberIds: [],
      createdAt: Date.now(),
    };
    state.lists.push(list);
    return renderList(list);
  });

  app.get<{ Params: { id: string } }>('/api/v1/lists/:id', async (request, reply) => {
    const viewer = owner(request, reply);
    if (!viewer) return reply;
    const list = findList(shared.store, viewer.id, request.params.id);
    return list ? renderList(list) : fail(reply, 404, 'Record not found');
  });

  app.put<{ Params: { id: string } }>('/api/v1/lists/:id', async (request, reply) => {
    const viewer = owner(request, reply);
    if (!viewer) return reply;
    const list = findList(shared.store, viewer.id, request.params.id);
    if (!list) return fail(reply, 404, 'Record not found');
    const name = title(request.body);
    if (!name) return fail(reply, 422, "title can't be blank");
    list.title = name;
    return renderList(list);
  });

  app.delete<{ Params: { id: string } }>('/api/v1/lists/:id', async (request, reply) => {
    const viewer = owner(request, reply);
    if (!viewer) return reply;
    const state = listState(shared.store);
    const list = findList(shared.store, viewer.id, request.params.id);
    if (!list) return fail(reply, 404, 'Record not found');
    state.lists = state.lists.filter((l) => l !== list);
    return {};
  });

  app.get<{ Params: { id: string } }>('/api/v1/lists/:id/accounts', async (request, reply) => {
    const viewer = owner(request, reply);
    if (!viewer) return reply;
    const list = findList(shared.store, viewer.id, request.params.id);
    if (!list) return fail(reply, 404, 'Record not found');
    const ctx = contextFor(request, shared);
    const members = list.memberIds.flatMap((id) => {
      const account = shared.store.accounts.get(id);
      return account ? [account] : [];
    });
    // Akkoma answers every member at once; Mastodon pages them (40, at most 80; limit=0: all).
    const query = request.query as PageQuery;
    if (shared.config.software !== 'mastodon' || String(query.limit) === '0')
      return members.map((account) => renderAccount(ctx, account));
    const newestFirst = members.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    const page = paginate(newestFirst, query, { fallback: 40, max: 80 });
    const path = `/api/v1/lists/${encodeURIComponent(list.id)}/accounts`;
    const link = linkHeader(ctx.config.publicUrl, path, { limit: query.limit }, page);
    if (link) reply.header('link', link);
    return page.map((account) => renderAccount(ctx, account));
  });

  app.post<{ Params: { id: string } }>('/api/v1/lists/:id/accounts', async (request, reply) => {
    const viewer = owner(request, reply);
    if (!viewer) return reply;
    const list = findList(shared.store, viewer.id, request.params.id);
    if (!list) return fail(reply, 404, 'Record not found');
    for (const id of accountIds(request.body)) {
      if (!shared.store.accounts.has(id)) return fail(reply, 404, 'Record not found');
      if (!list.memberIds.includes(id)) list.memberIds.push(id);
    }
    return {};
  });

  app.delete<{ Params: { id: string } }>('/api/v1/lists/:id/accounts', async (request, reply) => {
    const viewer = owner(request, reply);
    if (!viewer) return reply;
    const list = findList(shared.store, viewer.id, request.params.id);
    if (!list) return fail(reply, 404, 'Record not found');
    const drop = new Set([...accountIds(request.body), ...accountIds(request.query)]);
    list.memberIds = list.memberIds.filter((id) => !drop.has(id));
    return {};
  });
};
