import { MASTODON_NOTIFICATION_TYPES } from './mastodonBody.js';
import { mastodonApiOnly } from './software.js';
import { renderAccount } from './render/account.js';
import { isoTime, type RenderContext } from './render/context.js';
import { renderStatus } from './render/status.js';
import type { Store } from './store.js';

/**
 * Notifications, follow requests and push subscriptions, kept beside the store (one book per
 * store) so the shared store stays small. Seeded from the store's own activity, so every
 * like, repeat, mention and reaction the seed holds is also a notification, plus a few
 * follow requests, a move and an ended poll that the seed does not otherwise model.
 */

export type NotificationKind =
  | 'favourite'
  | 'reblog'
  | 'mention'
  | 'follow'
  | 'follow_request'
  | 'move'
  | 'pleroma:emoji_reaction'
  | 'poll';

export interface NotificationRecord {
  id: string;
  /** Who receives it. */
  accountId: string;
  fromId: string;
  type: NotificationKind;
  createdAt: number;
  statusId: string | null;
  /** move: the account moved to. */
  targetId: string | null;
  emoji: string | null;
  seen: boolean;
}

export interface PushSubscriptionRecord {
  id: string;
  token: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  alerts: Record<string, boolean>;
}

export class NotificationBook {
  /** Newest first. */
  notifications: NotificationRecord[] = [];
  readonly push = new Map<string, PushSubscriptionRecord>();
  private nextPush = 1;

  constructor(private readonly store: Store) {
    this.seed();
  }

  reset(): void {
    this.notifications = [];
    this.push.clear();
    this.nextPush = 1;
    this.seed();
  }

  /** While seeding, records wait here so ids can be handed out in time order. */
  private pending: (Omit<NotificationRecord, 'id' | 'seen'> & { seen?: boolean })[] | null = null;

  add(record: Omit<NotificationRecord, 'id' | 'seen'> & { seen?: boolean }): NotificationRecord {
    if (this.pending) {
      this.pending.push(record);
      return { ...record, id: '', seen: record.seen ?? false };
    }
    const full: NotificationRecord = {
      ...record,
      id: this.store.ids.next(record.createdAt),
      seen: record.seen ?? false,
    };
    // Newest first; a new id is almost always the newest, so this is usually an unshift.
    const at = this.notifications.findIndex((n) => n.id < full.id);
    if (at === -1) this.notifications.push(full);
    else this.notifications.splice(at, 0, full);
    return full;
  }

  /**
   * The account's notifications, newest first. Requests made through the follow route (which
   * only records the request) get their follow_request notification here, on first read.
   */
  forAccount(accountId: string): NotificationRecord[] {
    const announced = new Set(
      this.notifications
        .filter((n) => n.accountId === accountId && n.type === 'follow_request')
        .map((n) => n.fromId),
    );
    for (const fromId of this.store.relations.requestersOf(accountId))
      if (!announced.has(fromId)) this.announceRequest(accountId, fromId, Date.now());
    return this.notifications.filter((n) => n.accountId === accountId);
  }

  /** Requesters waiting for the account, oldest request first. */
  requestsFor(accountId: string): string[] {
    return this.store.relations.requestersOf(accountId);
  }

  addRequest(accountId: string, fromId: string, at: number): NotificationRecord {
    this.store.relations.set(this.store.relations.requests, fromId, accountId, true);
    return this.announceRequest(accountId, fromId, at);
  }

  private announceRequest(accountId: string, fromId: string, at: number): NotificationRecord {
    return this.add({
      accountId,
      fromId,
      type: 'follow_request',
      createdAt: at,
      statusId: null,
      targetId: null,
      emoji: null,
    });
  }

  /** Removes a request; true when there was one. */
  removeRequest(accountId: string, fromId: string): boolean {
    const r = this.store.relations;
    if (!r.has(r.requests, fromId, accountId)) return false;
    r.set(r.requests, fromId, accountId, false);
    return true;
  }

  subscribe(
    token: string,
    endpoint: string,
    keys: { p256dh: string; auth: string },
    alerts: Record<string, boolean>,
  ): PushSubscriptionRecord {
    const record = { id: String(this.nextPush++), token, endpoint, keys, alerts };
    this.push.set(token, record);
    return record;
  }

  private seed(): void {
    this.pending = [];
    this.seedRecords();
    const records = this.pending.sort((a, b) => a.createdAt - b.createdAt);
    this.pending = null;
    // Oldest first, so each id is newer than the last and lands at the front.
    for (const record of records) this.add(record);
  }

  private seedRecords(): void {
    const store = this.store;
    const local = [...store.accounts.values()].filter((a) => a.domain === null);
    const localIds = new Set(local.map((a) => a.id));
    const minutes = 60_000;
    for (const status of store.statuses.values()) {
      const owner = status.accountId;
      if (status.reblogOfId) {
        const original = store.statuses.get(status.reblogOfId);
        if (original && localIds.has(original.accountId) && original.accountId !== owner)
          this.seedOne(original.accountId, owner, 'reblog', status.createdAt, original.id);
        continue;
      }
      for (const mentioned of status.mentionIds)
        if (localIds.has(mentioned) && mentioned !== owner)
          this.seedOne(mentioned, owner, 'mention', status.createdAt, status.id);
      if (!localIds.has(owner)) continue;
      status.favouritedBy.forEach((fan, i) => {
        if (fan !== owner)
          this.seedOne(
            owner,
            fan,
            'favourite',
            status.createdAt + (i + 1) * 7 * minutes,
            status.id,
          );
      });
      for (const reaction of status.reactions)
        reaction.accountIds.forEach((reactor, i) => {
          if (reactor !== owner)
            this.seedOne(
              owner,
              reactor,
              'pleroma:emoji_reaction',
              status.createdAt + (i + 2) * 5 * minutes,
              status.id,
              reaction.name,
            );
        });
      if (status.pollId) {
        const poll = store.polls.get(status.pollId);
        if (poll && poll.expiresAt < store.now)
          this.seedOne(owner, owner, 'poll', poll.expiresAt, status.id);
      }
    }
    // Follows of local accounts by people they do not follow back read as follow notifications.
    for (const account of local)
      for (const follower of store.followersOf(account.id).slice(0, 6))
        this.seedOne(account.id, follower, 'follow', store.now - 3 * 86_400_000);
    // Requests waiting for the locked account, and a move, as the seed has none of either.
    const wren = store.accountByAcct('wren');
    // Three people who do not follow the locked account yet: named ones first, anyone after.
    const named = ['amara', 'dmitri', 'priya', 'hana', 'signe', 'rosa', 'moss']
      .map((name) => store.accountByAcct(name))
      .filter((a) => a !== undefined);
    const askers = [...new Set([...named, ...store.accounts.values()])]
      .filter((a) => wren && a.id !== wren.id && !a.bot && !store.isFollowing(a.id, wren.id))
      .slice(0, 3);
    if (wren)
      askers.forEach((asker, i) => {
        if (asker) this.addRequest(wren.id, asker.id, store.now - (askers.length - i) * 3_600_000);
      });
    const moved = store.accountByAcct('ezra');
    const movedTo = [...store.accounts.values()].find((a) => a.domain !== null);
    for (const account of local)
      if (moved && movedTo && account.id !== moved.id)
        this.add({
          accountId: account.id,
          fromId: moved.id,
          type: 'move',
          createdAt: store.now - 2 * 86_400_000,
          statusId: null,
          targetId: movedTo.id,
          emoji: null,
          seen: true,
        });
  }

  private seedOne(
    accountId: string,
    fromId: string,
    type: NotificationKind,
    at: number,
    statusId: string | null = null,
    emoji: string | null = null,
  ): void {
    if (at > this.store.now) at = this.store.now - 60_000;
    // Everything older than a day has been seen; the newest few stay unseen.
    const seen = at < this.store.now - 86_400_000;
    this.add({ accountId, fromId, type, createdAt: at, statusId, targetId: null, emoji, seen });
  }
}

const books = new WeakMap<Store, NotificationBook>();

export function bookFor(store: Store): NotificationBook {
  let book = books.get(store);
  if (!book) {
    book = new NotificationBook(store);
    books.set(store, book);
  }
  return book;
}

/**
 * A notification as Akkoma sends it; null when its status is gone or hidden from the viewer, or
 * when a fake Mastodon would have no such notification.
 */
export function renderNotification(
  ctx: RenderContext,
  record: NotificationRecord,
): Record<string, unknown> | null {
  const from = ctx.store.accounts.get(record.fromId);
  if (!from) return null;
  // A fake Mastodon or GoToSocial has no reactions and no moves to tell of.
  if (mastodonApiOnly(ctx.config.software) && !MASTODON_NOTIFICATION_TYPES.includes(record.type))
    return null;
  const status = record.statusId ? ctx.store.statuses.get(record.statusId) : undefined;
  if (record.statusId && !status) return null;
  const target = record.targetId ? ctx.store.accounts.get(record.targetId) : undefined;
  const emoji = record.emoji;
  const custom =
    emoji && !/\p{Extended_Pictographic}/u.test(emoji) ? ctx.store.emoji.get(emoji) : undefined;
  return {
    id: record.id,
    type: record.type,
    group_key: `ungrouped-${record.id}`,
    created_at: isoTime(record.createdAt),
    account: renderAccount(ctx, from),
    status: status ? renderStatus(ctx, status) : null,
    ...(target ? { target: renderAccount(ctx, target) } : {}),
    ...(record.type === 'pleroma:emoji_reaction'
      ? {
          emoji: custom ? `:${custom.shortcode}:` : emoji,
          emoji_url: custom ? `${ctx.config.publicUrl}${custom.path}` : null,
        }
      : {}),
    pleroma: { is_seen: record.seen, is_muted: false },
  };
}

/** Types whose notification is about a status (document 3 §9). */
export const STATUS_KINDS: readonly NotificationKind[] = [
  'favourite',
  'reblog',
  'mention',
  'pleroma:emoji_reaction',
  'poll',
];

/** The wire type for a name in either Mastodon's words or the spec's. */
export function wireKind(type: string): NotificationKind {
  switch (type) {
    case 'like':
    case 'favourite':
      return 'favourite';
    case 'repeat':
    case 'reblog':
      return 'reblog';
    case 'reaction':
    case 'emoji_reaction':
    case 'pleroma:emoji_reaction':
      return 'pleroma:emoji_reaction';
    case 'follow':
    case 'follow_request':
    case 'move':
    case 'poll':
      return type;
    default:
      return 'mention';
  }
}
