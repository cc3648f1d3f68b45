import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, ERRORS, fail } from '../auth.js';
import { contentHtml } from '../posting/contentHtml.js';
import { EditLog } from '../posting/editLog.js';
import { readStatusInput, type PollInput, type StatusInput } from '../posting/statusInput.js';
import { postError, type PostLimits } from '../posting/validate.js';
import { renderAccount } from '../render/account.js';
import { renderAttachment } from '../render/attachment.js';
import { acctOf, isoTime, type RenderContext } from '../render/context.js';
import { renderEmojiList } from '../render/emoji.js';
import { LIMITS } from '../render/limits.js';
import { renderStatus } from '../render/status.js';
import type { MentionTarget } from '../seed/html.js';
import type { AccountRecord, MediaRecord, PollRecord, Visibility } from '../store.js';
import type { StreamingShared } from './streaming.js';
import { apId } from '../render/account.js';
import { canSee } from '../visibility.js';
import { newStatusRecord } from '../statusRecord.js';

const POST_LIMITS: PostLimits = {
  maxChars: LIMITS.maxTootChars,
  maxMedia: LIMITS.maxMediaAttachments,
  poll: LIMITS.poll,
};

/**
 * Posting and editing (document 3 §7, Statuses): POST and PUT /api/v1/statuses with every
 * field, Akkoma's validation errors, idempotency keys, preview; the source and history of a
 * post; and DELETE when the status actions module does not already answer it.
 */
export const postingRoutes: FastifyPluginAsync<StreamingShared> = async (app, shared) => {
  const { store, config, hub } = shared;
  const edits = new EditLog();
  /** `${accountId} ${key}` -> status id: the same key from the same account gives the same post. */
  const idempotency = new Map<string, string>();

  const mentionTarget = (acct: string): MentionTarget | undefined => {
    const account = store.accountByAcct(acct);
    if (!account || account.deactivated) return undefined;
    return {
      id: account.id,
      acct: acctOf(account),
      username: account.username,
      url: apId({ config, store, viewer: undefined }, account),
    };
  };
  const knownEmoji = (shortcode: string) => store.emoji.has(shortcode);

  const requireViewer = (
    request: FastifyRequest,
    reply: FastifyReply,
  ): { ctx: RenderContext; viewer: AccountRecord } | null => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) {
      void fail(reply, 403, ERRORS.invalidCredentials);
      return null;
    }
    return { ctx, viewer: ctx.viewer };
  };

  const makePoll = (poll: PollInput, now: number): PollRecord => ({
    id: store.ids.next(now),
    options: poll.options,
    multiple: poll.multiple,
    expiresAt: now + (poll.expiresIn ?? 0) * 1000,
    votes: new Map(),
    extraVotes: poll.options.map(() => 0),
    extraVoters: 0,
  });

  /** Checks shared by post and edit: limits, then that every attachment exists. */
  const refusal = (input: StatusInput): string | null =>
    postError(input, POST_LIMITS) ??
    (input.mediaIds.some((id) => !store.media.has(id)) ? 'Invalid media id' : null);

  app.post('/api/v1/statuses', async (request, reply) => {
    const who = requireViewer(request, reply);
    if (!who) return reply;
    const { ctx, viewer } = who;
    const input = readStatusInput(request.body);
    const key = request.headers['idempotency-key'];
    const idemKey = typeof key === 'string' && key !== '' ? `${viewer.id} ${key}` : null;
    if (idemKey && !input.preview) {
      const earlier = store.statuses.get(idemKey ? (idempotency.get(idemKey) ?? '') : '');
      if (earlier) return renderStatus(ctx, earlier);
    }
    const error = refusal(input);
    if (error) return fail(reply, 422, error);
    const parent = input.inReplyToId ? store.statuses.get(input.inReplyToId) : undefined;
    if (input.inReplyToId && (!parent || !canSee(ctx, parent)))
      return fail(reply, 404, ERRORS.recordNotFound);
    const quoted = input.quoteId ? store.statuses.get(input.quoteId) : undefined;
    if (input.quoteId && (!quoted || !canSee(ctx, quoted)))
      return fail(reply, 404, ERRORS.recordNotFound);

    const now = Date.now();
    const contentType = input.contentType ?? 'text/plain';
    const formatted = contentHtml(
      input.status,
      contentType,
      config.publicUrl,
      mentionTarget,
      knownEmoji,
    );
    const mentions = [...formatted.mentions];
    if (parent && parent.accountId !== viewer.id && !mentions.includes(parent.accountId))
      mentions.unshift(parent.accountId);
    const poll = input.poll && !input.preview ? makePoll(input.poll, now) : null;
    const id = store.ids.next(now);
    const record = newStatusRecord({
      id,
      accountId: viewer.id,
      createdAt: now,
      visibility: (input.visibility ?? 'public') as Visibility,
      content: formatted.html,
      source: input.status,
      contentType,
      spoilerText: input.spoilerText,
      // A content warning makes attachments sensitive, as on Akkoma.
      sensitive: input.sensitive || (input.spoilerText !== '' && input.mediaIds.length > 0),
      language: input.language,
      inReplyToId: parent?.id ?? null,
      conversationId: parent?.conversationId ?? id,
      mentionIds: mentions,
      tags: formatted.tags,
      emojis: formatted.emojis,
      mediaIds: input.mediaIds,
      pollId: poll?.id ?? null,
      quoteId: quoted?.id ?? null,
      application: { name: 'Petrel', website: null },
    });
    // A preview is rendered and forgotten: nothing is stored or streamed.
    if (input.preview) return renderStatus(ctx, record);
    if (poll) store.polls.set(poll.id, poll);
    store.addStatus(record);
    if (idemKey) idempotency.set(idemKey, id);
    hub.publishStatus('update', record);
    return renderStatus(ctx, record);
  });

  app.put<{ Params: { id: string } }>('/api/v1/statuses/:id', async (request, reply) => {
    const who = requireViewer(request, reply);
    if (!who) return reply;
    const { ctx, viewer } = who;
    const status = store.statuses.get(request.params.id);
    if (!status || !canSee(ctx, status) || status.reblogOfId)
      return fail(reply, 404, ERRORS.recordNotFound);
    if (status.accountId !== viewer.id) return fail(reply, 403, 'Forbidden');
    const input = readStatusInput(request.body);
    const error = refusal(input);
    if (error) return fail(reply, 422, error);
    edits.record(status);
    const now = Date.now();
    const contentType = input.contentType ?? status.contentType;
    const formatted = contentHtml(
      input.status,
      contentType,
      config.publicUrl,
      mentionTarget,
      knownEmoji,
    );
    status.content = formatted.html;
    status.source = input.status;
    status.contentType = contentType;
    status.spoilerText = input.spoilerText;
    status.sensitive = input.sensitive;
    status.mediaIds = input.mediaIds;
    status.tags = formatted.tags;
    status.emojis = formatted.emojis;
    if (input.language) status.language = input.language;
    if (input.poll) {
      const poll = makePoll(input.poll, now);
      store.polls.set(poll.id, poll);
      status.pollId = poll.id;
    }
    status.editedAt = now;
    hub.publishStatus('status.update', status);
    return renderStatus(ctx, status);
  });

  app.get<{ Params: { id: string } }>('/api/v1/statuses/:id/source', async (request, reply) => {
    const ctx = contextFor(request, shared);
    const status = store.statuses.get(request.params.id);
    if (!status || !canSee(ctx, status)) return fail(reply, 404, ERRORS.recordNotFound);
    if (!ctx.viewer || ctx.viewer.id !== status.accountId) return fail(reply, 403, 'Forbidden');
    return {
      id: status.id,
      text: status.source,
      spoiler_text: status.spoilerText,
      content_type: status.contentType,
    };
  });

  app.get<{ Params: { id: string } }>('/api/v1/statuses/:id/history', async (request, reply) => {
    const ctx = contextFor(request, shared);
    const status = store.statuses.get(request.params.id);
    if (!status || !canSee(ctx, status) || status.reblogOfId)
      return fail(reply, 404, ERRORS.recordNotFound);
    const author = store.accounts.get(status.accountId);
    if (!author) return fail(reply, 404, ERRORS.recordNotFound);
    const account = renderAccount(ctx, author);
    return edits.history(status).map((version) => ({
      content: version.content,
      spoiler_text: version.spoilerText,
      sensitive: version.sensitive,
      created_at: isoTime(version.at),
      account,
      // The edit log keeps no poll versions; Mastodon's StatusEdit allows null here.
      poll: null,
      media_attachments: version.mediaIds
        .map((id) => store.media.get(id))
        .filter((m): m is MediaRecord => m !== undefined)
        .map((m) => renderAttachment(ctx, m)),
      emojis: renderEmojiList(ctx, status.emojis),
    }));
  });

  // Redraft needs DELETE; the status actions module may already answer it.
  if (!app.hasRoute({ method: 'DELETE', url: '/api/v1/statuses/:id' })) {
    app.delete<{ Params: { id: string } }>('/api/v1/statuses/:id', async (request, reply) => {
      const who = requireViewer(request, reply);
      if (!who) return reply;
      const { ctx, viewer } = who;
      const status = store.statuses.get(request.params.id);
      if (!status || !canSee(ctx, status)) return fail(reply, 404, ERRORS.recordNotFound);
      if (status.accountId !== viewer.id && !viewer.isAdmin && !viewer.isModerator)
        return fail(reply, 403, 'Forbidden');
      // Akkoma answers with the deleted post and its source text, which redraft reopens.
      const rendered = { ...renderStatus(ctx, status), text: status.source };
      store.removeStatus(status.id);
      hub.publishDelete(status.id);
      return rendered;
    });
  }
};
