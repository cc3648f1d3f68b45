import type { MediaRecord, StatusRecord } from '../store.js';
import { apId, renderAccount } from './account.js';
import { renderAttachment } from './attachment.js';
import { renderCard } from './card.js';
import { acctOf, isoTime, type RenderContext } from './context.js';
import { renderEmojiList } from './emoji.js';
import { renderPoll } from './poll.js';
import { renderReactions } from './reactions.js';
import { byMutedAccount, canSee } from '../visibility.js';

/**
 * A status as Akkoma 3.x sends it. A repeat is a thin wrapper whose `reblog` holds the
 * repeated status; a quote carries the quoted status in `quote` (and `pleroma.quote`).
 */

function plain(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

function objectUri(ctx: RenderContext, status: StatusRecord): string {
  const author = ctx.store.accounts.get(status.accountId);
  if (author?.domain) return `${apId(ctx, author)}/statuses/${status.id}`;
  return `${ctx.config.publicUrl}/objects/${status.id}`;
}

function pageUrl(ctx: RenderContext, status: StatusRecord): string {
  const author = ctx.store.accounts.get(status.accountId);
  if (author?.domain) {
    return author.software?.name === 'mastodon'
      ? `https://${author.domain}/@${author.username}/${status.id}`
      : `https://${author.domain}/notice/${status.id}`;
  }
  return `${ctx.config.publicUrl}/notice/${status.id}`;
}

/** A nested status (a quote) is typed loosely to break the type's recursion. */
export type JsonObject = { [key: string]: unknown };

export type RenderedStatus = ReturnType<typeof renderOriginal> | ReturnType<typeof renderRepeat>;

/** Renders any status record; `depth` stops quote chains from nesting forever. */
export function renderStatus(ctx: RenderContext, status: StatusRecord, depth = 0): RenderedStatus {
  if (status.reblogOfId) return renderRepeat(ctx, status, depth);
  return renderOriginal(ctx, status, depth);
}

function renderRepeat(ctx: RenderContext, status: StatusRecord, depth: number) {
  const original = ctx.store.statuses.get(status.reblogOfId ?? '');
  const author = ctx.store.accounts.get(status.accountId);
  if (!original || !author) throw new Error(`broken repeat ${status.id}`);
  const inner = renderOriginal(ctx, original, depth);
  return {
    id: status.id,
    uri: inner.uri,
    url: inner.url,
    account: renderAccount(ctx, author),
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: inner,
    content: '',
    text: null,
    created_at: isoTime(status.createdAt),
    edited_at: null,
    reblogs_count: 0,
    replies_count: 0,
    favourites_count: 0,
    reblogged: inner.reblogged,
    favourited: inner.favourited,
    bookmarked: inner.bookmarked,
    muted: byMutedAccount(ctx, status),
    pinned: false,
    sensitive: false,
    spoiler_text: '',
    visibility: original.visibility,
    media_attachments: inner.media_attachments,
    mentions: [],
    tags: inner.tags,
    application: null,
    language: null,
    emojis: [],
    card: null,
    poll: null,
    quote_id: null,
    quote: null,
    emoji_reactions: [],
    pleroma: { local: author.domain === null, pinned_at: null, emoji_reactions: [] },
  };
}

/** Declared with its type so the quote inside a status does not make the type recursive. */
function renderQuote(ctx: RenderContext, status: StatusRecord, depth: number): JsonObject {
  return renderOriginal(ctx, status, depth);
}

function renderOriginal(ctx: RenderContext, status: StatusRecord, depth: number) {
  const author = ctx.store.accounts.get(status.accountId);
  if (!author) throw new Error(`status ${status.id} has no author`);
  const viewer = ctx.viewer;
  const parent = status.inReplyToId ? ctx.store.statuses.get(status.inReplyToId) : undefined;
  const parentAuthor = parent ? ctx.store.accounts.get(parent.accountId) : undefined;
  const repeats = ctx.store.repeatsOf(status.id);
  const quoted = status.quoteId ? ctx.store.statuses.get(status.quoteId) : undefined;
  // Akkoma renders one level of quote inside a quote, then only the id.
  const quoteVisible = quoted !== undefined && canSee(ctx, quoted);
  const quote = quoted && quoteVisible && depth < 1 ? renderQuote(ctx, quoted, depth + 1) : null;
  const reactions = renderReactions(ctx, status.reactions);
  const pinned = status.pinnedBy.includes(status.accountId);
  const text = plain(status.content);
  const poll = status.pollId ? ctx.store.polls.get(status.pollId) : undefined;
  return {
    id: status.id,
    uri: objectUri(ctx, status),
    url: pageUrl(ctx, status),
    account: renderAccount(ctx, author),
    in_reply_to_id: parent?.id ?? null,
    in_reply_to_account_id: parentAuthor?.id ?? null,
    reblog: null,
    content: status.content,
    text: null,
    created_at: isoTime(status.createdAt),
    edited_at: status.editedAt ? isoTime(status.editedAt) : null,
    reblogs_count: repeats.length + status.extraReblogs,
    replies_count: ctx.store.repliesTo(status.id).length,
    favourites_count: status.favouritedBy.length + status.extraFavourites,
    reblogged: viewer ? repeats.some((r) => r.accountId === viewer.id) : false,
    favourited: viewer ? status.favouritedBy.includes(viewer.id) : false,
    bookmarked: viewer ? status.bookmarkedBy.includes(viewer.id) : false,
    // Akkoma: a muted thread or a muted author (thread_muted below tells which).
    muted: viewer ? status.mutedBy.includes(viewer.id) || byMutedAccount(ctx, status) : false,
    pinned,
    sensitive: status.sensitive,
    spoiler_text: status.spoilerText,
    visibility: status.visibility,
    media_attachments: status.mediaIds
      .map((id) => ctx.store.media.get(id))
      .filter((m): m is MediaRecord => m !== undefined)
      .map((m) => renderAttachment(ctx, m)),
    mentions: status.mentionIds.flatMap((id) => {
      const account = ctx.store.accounts.get(id);
      return account
        ? [
            {
              id: account.id,
              username: account.username,
              acct: acctOf(account),
              url: apId(ctx, account),
            },
          ]
        : [];
    }),
    tags: status.tags.map((name) => ({
      name,
      url: `${ctx.config.publicUrl}/tag/${encodeURIComponent(name)}`,
    })),
    application: status.application,
    language: status.language,
    emojis: renderEmojiList(ctx, status.emojis),
    card: status.card ? renderCard(ctx, status.card) : null,
    poll: poll ? renderPoll(ctx, poll) : null,
    quote_id: status.quoteId,
    quote,
    emoji_reactions: reactions,
    pleroma: {
      local: author.domain === null,
      conversation_id: status.conversationId,
      context: `${ctx.config.publicUrl}/contexts/${status.conversationId}`,
      direct_conversation_id: null,
      in_reply_to_account_acct: parentAuthor ? acctOf(parentAuthor) : null,
      content: { 'text/plain': text },
      spoiler_text: { 'text/plain': status.spoilerText },
      expires_at: null,
      thread_muted: viewer ? status.mutedBy.includes(viewer.id) : false,
      emoji_reactions: reactions,
      parent_visible: parent ? canSee(ctx, parent) : false,
      pinned_at: pinned ? isoTime(status.createdAt) : null,
      quotes_count: ctx.store.quotesOf(status.id),
      quote,
      quote_id: status.quoteId,
      quote_url: quoted ? objectUri(ctx, quoted) : null,
      quote_visible: quoteVisible,
    },
    akkoma: {
      source:
        // Remote posts carry their source only when it is Misskey markdown (as Akkoma keeps it).
        author.domain === null || status.contentType === 'text/x.misskeymarkdown'
          ? { content: status.source || text, mediaType: status.contentType }
          : null,
    },
  };
}
