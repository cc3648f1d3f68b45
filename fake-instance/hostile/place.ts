import type {
  AccountRecord,
  CustomEmojiRecord,
  MediaRecord,
  StatusRecord,
  Store,
} from '../store.js';
import { REMOTE_MEDIA, vectorBatches, type HostileVector } from './vectors.js';
import { newStatusRecord } from '../statusRecord.js';

/** How many vectors share one hostile post and one hostile account. */
export const VECTORS_PER_POST = 20;

export interface HostilePlacement {
  vectors: number;
  accounts: string[];
  statuses: string[];
}

// Longer shortcodes would only repeat the oversized vectors, which the post bodies carry.
const MAX_SHORTCODE = 300;

// Plain-text places (names, options, cards, descriptions, fields) get no oversized markup:
// the post bodies, content warnings and bios carry it, and copies would only swell the JSON.
const MAX_PLAIN = 2000;

function joined(batch: HostileVector[]): string {
  return batch.map((v) => v.html).join(' ');
}

function short(batch: HostileVector[]): HostileVector[] {
  return batch.filter((v) => v.html.length <= MAX_PLAIN);
}

function hostileAccount(store: Store, batch: HostileVector[], n: number, now: number) {
  const template = store.accountByAcct('juniper');
  if (!template) throw new Error('the seed has no juniper to model hostile accounts on');
  const account: AccountRecord = {
    ...template,
    id: store.ids.next(now),
    username: `hostile${n}`,
    displayName: joined(short(batch)),
    bio: '',
    noteHtml: joined(batch),
    fields: short(batch).map((v) => ({ name: v.html, value: '', html: v.html })),
    createdAt: now,
    avatar: `${REMOTE_MEDIA}/avatars/hostile${n}.png`,
    header: `${REMOTE_MEDIA}/headers/hostile${n}.png`,
    locked: false,
    bot: false,
    deactivated: false,
    isAdmin: false,
    isModerator: false,
    password: undefined,
    email: undefined,
    totpSecret: undefined,
    tags: [],
  };
  store.accounts.set(account.id, account);
  return account;
}

function hostileMedia(store: Store, batch: HostileVector[], now: number): MediaRecord | null {
  const picture = [...store.media.values()].find((m) => m.type === 'image');
  if (!picture) return null;
  const media: MediaRecord = {
    ...picture,
    id: store.ids.next(now),
    path: `${REMOTE_MEDIA}/media/${picture.id}.png`,
    previewPath: `${REMOTE_MEDIA}/media/${picture.id}-small.png`,
    description: joined(short(batch)),
  };
  store.media.set(media.id, media);
  return media;
}

function hostileEmoji(store: Store, batch: HostileVector[]): CustomEmojiRecord[] {
  const template = store.emoji.values().next().value;
  if (!template) return [];
  return batch
    .filter((v) => v.html.length <= MAX_SHORTCODE)
    .map((v) => {
      const emoji: CustomEmojiRecord = {
        ...template,
        shortcode: v.html,
        path: `${REMOTE_MEDIA}/emoji/${v.id}.png`,
        visibleInPicker: false,
      };
      store.emoji.set(emoji.shortcode, emoji);
      return emoji;
    });
}

function basePost(store: Store, accountId: string, at: number): StatusRecord {
  const id = store.ids.next(at);
  return newStatusRecord({ id, accountId, createdAt: at, content: '', contentType: 'text/html' });
}

function hostilePoll(store: Store, batch: HostileVector[], at: number): string {
  const id = store.ids.next(at);
  store.polls.set(id, {
    id,
    options: short(batch).map((v) => v.html),
    multiple: false,
    expiresAt: at + 86_400_000,
    votes: new Map(),
    extraVotes: short(batch).map(() => 0),
    extraVoters: 0,
  });
  return id;
}

/**
 * Adds the hostile corpus to the store. Per batch of vectors: one account carrying them in
 * its display name, bio and profile fields, and two public posts by it: one with them in its
 * content, content warning, poll options, link card and custom emoji (names and reactions),
 * one with them in a picture's description (clients show a card only without media).
 * `/__control/reset` rebuilds the seed and so removes all of it.
 */
export function placeHostileContent(store: Store, now = Date.now()): HostilePlacement {
  const placement: HostilePlacement = { vectors: 0, accounts: [], statuses: [] };
  const batches = vectorBatches(VECTORS_PER_POST);
  // Ids grow with each call, so the last batch is made first: the first batch's posts are
  // the newest, at the top of timelines.
  const order = batches.map((batch, index) => ({ batch, index })).reverse();
  for (const { batch, index } of order) {
    const at = now - 2 * index;
    const html = joined(batch);
    const plain = joined(short(batch));
    const account = hostileAccount(store, batch, index + 1, at);

    const media = hostileMedia(store, batch, at);
    const pictured = basePost(store, account.id, at - 1);
    pictured.content = `<p>Picture ${index + 1}</p>`;
    pictured.source = `Picture ${index + 1}`;
    pictured.mediaIds = media ? [media.id] : [];
    store.addStatus(pictured);

    const emoji = hostileEmoji(store, batch);
    const post = basePost(store, account.id, at);
    post.content = html;
    post.source = '';
    post.spoilerText = html;
    post.emojis = emoji.map((e) => e.shortcode);
    post.reactions = emoji.map((e) => ({ name: e.shortcode, accountIds: [account.id] }));
    post.pollId = hostilePoll(store, batch, at);
    post.card = {
      // One card links to script (clients must drop it); the rest to a web page, so their
      // titles show.
      url:
        index === 0
          ? `javascript:__petrelXss(${batch[0]?.id ?? 0})`
          : `https://evil.example/card/${index + 1}`,
      title: plain,
      description: plain,
      image: `${REMOTE_MEDIA}/cards/${index + 1}.png`,
      providerName: plain,
    };
    store.addStatus(post);

    placement.vectors += batch.length;
    placement.accounts.unshift(account.id);
    placement.statuses.unshift(post.id, pictured.id);
  }
  return placement;
}

/** Issue 29: one post of 100,000 unclosed `<b>` (300 KB), made here rather than stored. */
export const OVERSIZED_POST_HTML = '<b>'.repeat(100_000);
/** Issue 29: how many replies the long conversation holds. */
export const LONG_CONVERSATION_REPLIES = 5_000;
/** The last replies form one chain, each answering the one before: a long way down. */
export const LONG_CONVERSATION_CHAIN = 100;

export interface OversizedPlacement {
  /** The 300 KB post, newest on the public timelines. */
  post: string;
  /** The first post of the long conversation (public); its replies are unlisted. */
  conversation: string;
  /** The conversation's replies, oldest first: all answer the first post but the last 99,
   * which each answer the one before. */
  replies: string[];
}

/**
 * Adds the markup that once froze the tab (issue 29, item 4): the 300 KB post and a
 * conversation of 5,000 replies, most to its first post and the last hundred in a chain. The replies are unlisted so they stay out of the
 * public timelines, which other tests read.
 */
export function placeOversizedContent(store: Store, now = Date.now()): OversizedPlacement {
  const author = store.accountByAcct('juniper');
  if (!author) throw new Error('the seed has no juniper to write the oversized posts');
  const root = basePost(store, author.id, now - LONG_CONVERSATION_REPLIES - 10);
  root.content = `<p>A conversation of ${LONG_CONVERSATION_REPLIES} replies</p>`;
  root.source = `A conversation of ${LONG_CONVERSATION_REPLIES} replies`;
  store.addStatus(root);
  const replies: string[] = [];
  for (let n = 1; n <= LONG_CONVERSATION_REPLIES; n++) {
    const reply = basePost(store, author.id, root.createdAt + n);
    reply.visibility = 'unlisted';
    const chained = n > LONG_CONVERSATION_REPLIES - LONG_CONVERSATION_CHAIN + 1;
    reply.inReplyToId = chained ? (replies[replies.length - 1] ?? root.id) : root.id;
    reply.conversationId = root.conversationId;
    reply.content = `<p>Reply ${n}</p>`;
    reply.source = `Reply ${n}`;
    store.addStatus(reply);
    replies.push(reply.id);
  }
  const post = basePost(store, author.id, now);
  post.content = OVERSIZED_POST_HTML;
  store.addStatus(post);
  return { post: post.id, conversation: root.id, replies };
}
