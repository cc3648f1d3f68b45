import { IdGenerator, type IdStyle } from './ids.js';
import type { FileLibrary } from './media/library.js';
import { Relations, type ReportRecord } from './relations.js';

/** Records as the fake instance keeps them; render/ turns them into API JSON. */

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct' | 'local';

export interface ProfileField {
  name: string;
  /** Plain text or a URL; rendered to HTML by render/account.ts. */
  value: string;
  verifiedAt?: number;
  /** Ready-made HTML sent as is in place of the rendered value (hostile-content tests). */
  html?: string;
}

export interface AccountRecord {
  id: string;
  username: string;
  /** null for local accounts; the ASCII (punycode) form for remote ones, as servers store it. */
  domain: string | null;
  displayName: string;
  /** Bio source text; paragraphs separated by blank lines. */
  bio: string;
  /** Ready-made HTML sent as is in place of the rendered bio (hostile-content tests). */
  noteHtml?: string;
  fields: ProfileField[];
  createdAt: number;
  avatar: string;
  header: string;
  locked: boolean;
  bot: boolean;
  deactivated: boolean;
  isAdmin: boolean;
  isModerator: boolean;
  discoverable: boolean;
  hideFollowers: boolean;
  hideFollows: boolean;
  /** Counts from the wider network that the seed does not model one by one. */
  extraFollowers: number;
  extraFollowing: number;
  birthday?: string;
  /** Local accounts only. */
  password?: string;
  email?: string;
  totpSecret?: string;
  /** The favicon address sent for the account's server (hostile-address tests). */
  favicon?: string;
  /** Software of a remote account's server, for akkoma.instance. */
  software?: { name: string; version: string };
  tags: string[];
}

export interface PollRecord {
  id: string;
  options: string[];
  multiple: boolean;
  expiresAt: number;
  /** accountId -> chosen option indexes. */
  votes: Map<string, number[]>;
  /** Votes from people the seed does not model, per option. */
  extraVotes: number[];
  extraVoters: number;
  /** Mastodon's `hide_totals` (told only with --software mastodon). */
  hideTotals?: boolean;
}

export interface CardRecord {
  url: string;
  title: string;
  description: string;
  image: string | null;
  providerName: string;
}

export interface MediaRecord {
  id: string;
  type: 'image' | 'video' | 'audio' | 'unknown';
  mime: string;
  /** URL path of the file on this instance. */
  path: string;
  previewPath: string;
  description: string;
  blurhash: string | null;
  width?: number;
  height?: number;
  duration?: number;
}

export interface Reaction {
  /** A unicode emoji, or a custom emoji's shortcode without colons. */
  name: string;
  accountIds: string[];
}

export interface StatusRecord {
  id: string;
  accountId: string;
  createdAt: number;
  editedAt?: number;
  /** Versions before the current one, oldest first, for seeded edited posts (edit history). */
  earlierVersions?: { content: string; spoilerText: string; at: number }[];
  visibility: Visibility;
  /** HTML content as the server renders it. */
  content: string;
  /** The source text the author typed. */
  source: string;
  contentType: string;
  spoilerText: string;
  sensitive: boolean;
  language: string | null;
  inReplyToId: string | null;
  conversationId: string;
  /** Accounts addressed by @mention (also the recipients of private and direct posts). */
  mentionIds: string[];
  tags: string[];
  emojis: string[];
  mediaIds: string[];
  pollId: string | null;
  card: CardRecord | null;
  quoteId: string | null;
  /** Set on a repeat: the id of the repeated status. A repeat has no content of its own. */
  reblogOfId: string | null;
  reactions: Reaction[];
  favouritedBy: string[];
  bookmarkedBy: string[];
  pinnedBy: string[];
  mutedBy: string[];
  /** Favourites and repeats from people the seed does not model. */
  extraFavourites: number;
  extraReblogs: number;
  application: { name: string; website: string | null } | null;
}

export interface CustomEmojiRecord {
  shortcode: string;
  /** URL path of the image. */
  path: string;
  tags: string[];
  category: string;
  visibleInPicker: boolean;
}

export interface TokenRecord {
  token: string;
  accountId: string;
  scopes: string[];
}

export interface SeedData {
  accounts: AccountRecord[];
  statuses: StatusRecord[];
  polls: PollRecord[];
  media: MediaRecord[];
  emoji: CustomEmojiRecord[];
  tokens: TokenRecord[];
  /** follower id -> followed ids */
  follows: [string, string][];
  files: FileLibrary;
  /** The wall-clock time the seed was built against. */
  now: number;
  /** Reports already filed, for the moderation tools. */
  reports?: ReportRecord[];
  /** The shape of the ids handed out while the server runs, as the seed's own. */
  idStyle?: IdStyle;
}

export class Store {
  readonly accounts = new Map<string, AccountRecord>();
  readonly statuses = new Map<string, StatusRecord>();
  readonly polls = new Map<string, PollRecord>();
  readonly media = new Map<string, MediaRecord>();
  readonly emoji = new Map<string, CustomEmojiRecord>();
  readonly tokens = new Map<string, TokenRecord>();
  /** follower id -> set of followed ids */
  readonly following = new Map<string, Set<string>>();
  /** Blocks, mutes, follow requests, notes, reports (routes/relationships.ts). */
  readonly relations = new Relations();
  /** Status ids, newest first; kept sorted so timelines need no sort per request. */
  private timeline: string[] = [];
  /** parent id -> reply ids, oldest first */
  private readonly replies = new Map<string, string[]>();
  /** repeated status id -> repeat ids */
  private readonly repeats = new Map<string, string[]>();
  ids: IdGenerator;
  files: FileLibrary;
  now: number;

  constructor(seed: SeedData) {
    this.files = seed.files;
    this.now = seed.now;
    this.ids = new IdGenerator(seed.idStyle);
    this.load(seed);
  }

  /** Replaces everything with a fresh seed (used by the control API's reset). */
  reset(seed: SeedData): void {
    for (const map of [
      this.accounts,
      this.statuses,
      this.polls,
      this.media,
      this.emoji,
      this.tokens,
      this.following,
      this.replies,
      this.repeats,
    ]) {
      map.clear();
    }
    this.relations.clear();
    this.timeline = [];
    this.files = seed.files;
    this.now = seed.now;
    this.ids = new IdGenerator(seed.idStyle);
    this.load(seed);
  }

  private load(seed: SeedData): void {
    for (const account of seed.accounts) this.accounts.set(account.id, account);
    for (const poll of seed.polls) this.polls.set(poll.id, poll);
    for (const media of seed.media) this.media.set(media.id, media);
    for (const emoji of seed.emoji) this.emoji.set(emoji.shortcode, emoji);
    for (const token of seed.tokens) this.tokens.set(token.token, token);
    for (const [follower, followed] of seed.follows) this.follow(follower, followed);
    const sorted = [...seed.statuses].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    for (const status of sorted) this.addStatus(status);
    // Copies, so a reset starts from the seed's reports and not from the changed ones.
    for (const report of seed.reports ?? [])
      this.relations.reports.push({
        ...report,
        notes: report.notes.map((n) => ({ ...n })),
      });
  }

  addStatus(status: StatusRecord): void {
    this.statuses.set(status.id, status);
    // New statuses almost always sort first; fall back to an ordered insert otherwise.
    const first = this.timeline[0];
    if (first === undefined || status.id > first) this.timeline.unshift(status.id);
    else {
      const at = this.timeline.findIndex((id) => id < status.id);
      if (at === -1) this.timeline.push(status.id);
      else this.timeline.splice(at, 0, status.id);
    }
    if (status.reblogOfId) {
      const list = this.repeats.get(status.reblogOfId) ?? [];
      list.push(status.id);
      this.repeats.set(status.reblogOfId, list);
    }
    if (status.inReplyToId) {
      const list = this.replies.get(status.inReplyToId) ?? [];
      list.push(status.id);
      this.replies.set(status.inReplyToId, list);
    }
  }

  /** Removes a status (a deletion); its replies keep their dangling in_reply_to_id, as on Akkoma. */
  removeStatus(id: string): StatusRecord | undefined {
    const status = this.statuses.get(id);
    if (!status) return undefined;
    this.statuses.delete(id);
    this.timeline = this.timeline.filter((other) => other !== id);
    return status;
  }

  follow(followerId: string, followedId: string): void {
    const set = this.following.get(followerId) ?? new Set<string>();
    set.add(followedId);
    this.following.set(followerId, set);
  }

  isFollowing(followerId: string, followedId: string): boolean {
    return this.following.get(followerId)?.has(followedId) ?? false;
  }

  followersOf(accountId: string): string[] {
    const out: string[] = [];
    for (const [follower, set] of this.following) if (set.has(accountId)) out.push(follower);
    return out;
  }

  /** All statuses (repeats included), newest first. */
  newestFirst(): StatusRecord[] {
    return this.timeline
      .map((id) => this.statuses.get(id))
      .filter((s): s is StatusRecord => s !== undefined);
  }

  repliesTo(statusId: string): StatusRecord[] {
    return (this.replies.get(statusId) ?? [])
      .map((id) => this.statuses.get(id))
      .filter((s): s is StatusRecord => s !== undefined);
  }

  quotesOf(statusId: string): number {
    let count = 0;
    for (const status of this.statuses.values()) if (status.quoteId === statusId) count += 1;
    return count;
  }

  repeatsOf(statusId: string): StatusRecord[] {
    return (this.repeats.get(statusId) ?? [])
      .map((id) => this.statuses.get(id))
      .filter((s): s is StatusRecord => s !== undefined);
  }

  accountByToken(token: string): AccountRecord | undefined {
    const record = this.tokens.get(token);
    return record ? this.accounts.get(record.accountId) : undefined;
  }

  accountByAcct(acct: string): AccountRecord | undefined {
    const [username, domain] = acct.replace(/^@/, '').split('@');
    for (const account of this.accounts.values()) {
      if (
        account.username.toLowerCase() === username?.toLowerCase() &&
        (account.domain ?? undefined) === (domain?.toLowerCase() || undefined)
      ) {
        return account;
      }
    }
    return undefined;
  }
}
