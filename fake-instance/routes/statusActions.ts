import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, ERRORS, fail } from '../auth.js';
import { renderAccount } from '../render/account.js';
import type { RenderContext } from '../render/context.js';
import { isStaff } from '../render/context.js';
import { renderPoll } from '../render/poll.js';
import { renderReactions } from '../render/reactions.js';
import { renderStatus } from '../render/status.js';
import type { AccountRecord, StatusRecord } from '../store.js';
import type { StreamingShared } from './streaming.js';
import { newRepeatRecord } from '../statusRecord.js';
import { canSee } from '../visibility.js';

type Found = { ctx: RenderContext; viewer: AccountRecord; status: StatusRecord };

/** Languages the demo "translates" between (Akkoma's /akkoma/translation/languages shape). */
const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'German' },
  { code: 'fr', name: 'French' },
  { code: 'es', name: 'Spanish' },
];

/**
 * The status actions of document 3 §7: favourite, repeat, bookmark, pin, mute and their
 * opposites; delete; favourited-by and reblogged-by; emoji reactions; translations; polls.
 * Each needs a signed-in viewer (403 "Invalid credentials." otherwise) who can see the status
 * (404 otherwise), and answers 403 where document 2 §5-6 forbids the action.
 */
export const statusActionRoutes: FastifyPluginAsync<StreamingShared> = async (app, shared) => {
  const { store } = shared;

  /** The viewer and the status they act on, or the error already sent. */
  const find = (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
  ): Found | null => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) {
      void fail(reply, 403, ERRORS.invalidCredentials);
      return null;
    }
    const found = store.statuses.get(request.params.id);
    if (!found || !canSee(ctx, found)) {
      void fail(reply, 404, ERRORS.recordNotFound);
      return null;
    }
    // Acting on a repeat acts on the repeated status, as Akkoma does.
    const status = found.reblogOfId ? (store.statuses.get(found.reblogOfId) ?? found) : found;
    return { ctx, viewer: ctx.viewer, status };
  };

  const toggle = (path: string, act: (f: Found, reply: FastifyReply) => FastifyReply | void) => {
    app.post<{ Params: { id: string } }>(`/api/v1/statuses/:id/${path}`, async (request, reply) => {
      const found = find(request, reply);
      if (!found) return reply;
      const refused = act(found, reply);
      if (refused) return refused;
      return renderStatus(found.ctx, found.status);
    });
  };
  const add = (list: string[], id: string) => {
    if (!list.includes(id)) list.push(id);
  };
  const remove = (list: string[], id: string) => {
    const at = list.indexOf(id);
    if (at !== -1) list.splice(at, 1);
  };

  toggle('favourite', ({ status, viewer }) => add(status.favouritedBy, viewer.id));
  toggle('unfavourite', ({ status, viewer }) => remove(status.favouritedBy, viewer.id));
  toggle('bookmark', ({ status, viewer }) => add(status.bookmarkedBy, viewer.id));
  toggle('unbookmark', ({ status, viewer }) => remove(status.bookmarkedBy, viewer.id));
  toggle('mute', ({ status, viewer }) => add(status.mutedBy, viewer.id));
  toggle('unmute', ({ status, viewer }) => remove(status.mutedBy, viewer.id));
  // Pinning: own public or unlisted posts only (document 2 §5).
  toggle('pin', ({ status, viewer }, reply) => {
    if (status.accountId !== viewer.id)
      return fail(reply, 403, "Someone else's status cannot be pinned");
    if (status.visibility !== 'public' && status.visibility !== 'unlisted')
      return fail(reply, 422, 'Non-public status cannot be pinned');
    add(status.pinnedBy, viewer.id);
  });
  toggle('unpin', ({ status, viewer }, reply) => {
    if (status.accountId !== viewer.id)
      return fail(reply, 403, "Someone else's status cannot be unpinned");
    remove(status.pinnedBy, viewer.id);
  });

  // A repeat is a status of its own; the answer is the repeat with the status inside.
  app.post<{ Params: { id: string } }>('/api/v1/statuses/:id/reblog', async (request, reply) => {
    const found = find(request, reply);
    if (!found) return reply;
    const { ctx, viewer, status } = found;
    const forbidden =
      status.visibility === 'direct' ||
      (status.visibility === 'private' && status.accountId !== viewer.id);
    if (forbidden) return fail(reply, 403, 'Could not repeat');
    const existing = store.repeatsOf(status.id).find((r) => r.accountId === viewer.id);
    if (existing) return renderStatus(ctx, existing);
    const now = Date.now();
    const repeat = newRepeatRecord(status, {
      id: store.ids.next(now),
      accountId: viewer.id,
      createdAt: now,
    });
    store.addStatus(repeat);
    shared.hub.publishStatus('update', repeat);
    return renderStatus(ctx, repeat);
  });

  app.post<{ Params: { id: string } }>('/api/v1/statuses/:id/unreblog', async (request, reply) => {
    const found = find(request, reply);
    if (!found) return reply;
    const { ctx, viewer, status } = found;
    for (const repeat of store.repeatsOf(status.id).filter((r) => r.accountId === viewer.id)) {
      store.removeStatus(repeat.id);
      shared.hub.publishDelete(repeat.id);
    }
    return renderStatus(ctx, status);
  });

  // Delete: the author, moderators and admins (document 2 §6).
  app.delete<{ Params: { id: string } }>('/api/v1/statuses/:id', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const status = store.statuses.get(request.params.id);
    if (!status || !canSee(ctx, status)) return fail(reply, 404, ERRORS.recordNotFound);
    // GoToSocial's staff moderate through reports: only the author deletes there.
    const staffMayDelete = shared.config.software !== 'gotosocial' && isStaff(ctx.viewer);
    if (status.accountId !== ctx.viewer.id && !staffMayDelete) return fail(reply, 403, 'Forbidden');
    // Akkoma answers with the deleted post and its source text, which redraft reopens.
    const rendered = { ...renderStatus(ctx, status), text: status.source };
    for (const repeat of store.repeatsOf(status.id)) store.removeStatus(repeat.id);
    store.removeStatus(status.id);
    shared.hub.publishDelete(status.id);
    return rendered;
  });

  const people = (ctx: RenderContext, ids: readonly string[]) =>
    ids
      .map((id) => store.accounts.get(id))
      .filter((a): a is AccountRecord => a !== undefined && (!a.deactivated || isStaff(ctx.viewer)))
      .map((a) => renderAccount(ctx, a));

  const visible = (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const ctx = contextFor(request, shared);
    const status = store.statuses.get(request.params.id);
    if (!status || !canSee(ctx, status)) {
      void fail(reply, 404, ERRORS.recordNotFound);
      return null;
    }
    return {
      ctx,
      status: status.reblogOfId ? (store.statuses.get(status.reblogOfId) ?? status) : status,
    };
  };

  app.get<{ Params: { id: string } }>(
    '/api/v1/statuses/:id/favourited_by',
    async (request, reply) => {
      const found = visible(request, reply);
      if (!found) return reply;
      return people(found.ctx, found.status.favouritedBy);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/statuses/:id/reblogged_by',
    async (request, reply) => {
      const found = visible(request, reply);
      if (!found) return reply;
      return people(
        found.ctx,
        store.repeatsOf(found.status.id).map((r) => r.accountId),
      );
    },
  );

  // Emoji reactions (Pleroma's API): unicode emoji, or a custom one by shortcode.
  app.get<{ Params: { id: string } }>(
    '/api/v1/pleroma/statuses/:id/reactions',
    async (request, reply) => {
      const found = visible(request, reply);
      if (!found) return reply;
      return renderReactions(found.ctx, found.status.reactions).map((r) => ({
        ...r,
        accounts: people(found.ctx, r.account_ids),
      }));
    },
  );

  const reactionName = (raw: string): string | null => {
    const name = decodeURIComponent(raw).replace(/^:|:$/g, '');
    if (name === '') return null;
    // Custom emoji by shortcode; a remote one (`name@domain`) is accepted as the server would
    // after fetching it. Anything else must be an emoji character, not plain text.
    if (store.emoji.has(name) || /^[\w-]+@[\w.-]+$/.test(name)) return name;
    return /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(name) ? name : null;
  };

  app.put<{ Params: { id: string; emoji: string } }>(
    '/api/v1/pleroma/statuses/:id/reactions/:emoji',
    async (request, reply) => {
      const found = find(request, reply);
      if (!found) return reply;
      const name = reactionName(request.params.emoji);
      if (!name) return fail(reply, 400, 'Invalid emoji');
      const { status, viewer, ctx } = found;
      const reaction = status.reactions.find((r) => r.name === name);
      if (reaction) {
        if (!reaction.accountIds.includes(viewer.id)) reaction.accountIds.push(viewer.id);
      } else status.reactions.push({ name, accountIds: [viewer.id] });
      // Others who have the post on screen see the new count (see docs/decisions.md).
      shared.hub.publishStatus('status.update', status);
      return renderStatus(ctx, status);
    },
  );

  app.delete<{ Params: { id: string; emoji: string } }>(
    '/api/v1/pleroma/statuses/:id/reactions/:emoji',
    async (request, reply) => {
      const found = find(request, reply);
      if (!found) return reply;
      const name = decodeURIComponent(request.params.emoji).replace(/^:|:$/g, '');
      const { status, viewer, ctx } = found;
      const reaction = status.reactions.find((r) => r.name === name);
      if (reaction) reaction.accountIds = reaction.accountIds.filter((id) => id !== viewer.id);
      status.reactions = status.reactions.filter((r) => r.accountIds.length > 0);
      shared.hub.publishStatus('status.update', status);
      return renderStatus(ctx, status);
    },
  );

  // Translations: the demo marks the text with the target language instead of translating.
  app.get<{ Params: { id: string; language: string }; Querystring: { from?: string } }>(
    '/api/v1/statuses/:id/translations/:language',
    async (request, reply) => {
      const found = find(request, reply);
      if (!found) return reply;
      const target = request.params.language.toLowerCase();
      if (!LANGUAGES.some((l) => l.code === target))
        return fail(reply, 400, 'Unsupported target language');
      const source = request.query.from || found.status.language || 'en';
      return { detected_language: source, text: `<p>[${target}]</p>${found.status.content}` };
    },
  );

  app.get('/api/v1/akkoma/translation/languages', async (request, reply) => {
    if (!contextFor(request, shared).viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    return { source: LANGUAGES, target: LANGUAGES };
  });

  // Polls: anyone who can see the post reads it; signed-in people vote once, before it ends.
  const pollStatus = (ctx: RenderContext, pollId: string) => {
    for (const status of store.statuses.values())
      if (status.pollId === pollId && !status.reblogOfId && canSee(ctx, status)) return status;
    return undefined;
  };

  app.get<{ Params: { id: string } }>('/api/v1/polls/:id', async (request, reply) => {
    const ctx = contextFor(request, shared);
    const poll = store.polls.get(request.params.id);
    if (!poll || !pollStatus(ctx, poll.id)) return fail(reply, 404, ERRORS.recordNotFound);
    return renderPoll(ctx, poll);
  });

  app.post<{ Params: { id: string } }>('/api/v1/polls/:id/votes', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const poll = store.polls.get(request.params.id);
    const status = poll ? pollStatus(ctx, poll.id) : undefined;
    if (!poll || !status) return fail(reply, 404, ERRORS.recordNotFound);
    if (poll.expiresAt <= Date.now()) return fail(reply, 422, "Poll's expired");
    if (status.accountId === ctx.viewer.id) return fail(reply, 422, "Poll's author can't vote");
    if (poll.votes.has(ctx.viewer.id)) return fail(reply, 422, 'Already voted');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const raw = body['choices'] ?? body['choices[]'];
    const list = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map((c) => Number(c));
    const choices = [...new Set(list)];
    if (
      choices.length === 0 ||
      choices.some((c) => !Number.isInteger(c) || c < 0 || c >= poll.options.length) ||
      (!poll.multiple && choices.length > 1)
    ) {
      return fail(reply, 422, 'Invalid indices');
    }
    poll.votes.set(ctx.viewer.id, choices);
    shared.hub.publishStatus('status.update', status);
    return renderPoll(ctx, poll);
  });
};
