import type { WireAccount } from './account';
import type { WireAttachment } from './attachment';
import type { WireCard } from './card';
import type { WireEmoji, WireEmojiReaction } from './emoji';
import type { WirePoll } from './poll';

export interface WireMention {
  id?: string;
  username?: string;
  acct?: string;
  url?: string;
}

export interface WireTag {
  name?: string;
  url?: string;
}

/** Mastodon 4.4+ quote wrapper: `{ state, quoted_status }` or the shallow `{ state, quoted_status_id }`. */
export interface WireQuoteWrapper {
  state?: string;
  quoted_status?: WireStatus | null;
  quoted_status_id?: string | null;
}

/** Mastodon `Status` with Pleroma's `pleroma{}`, Akkoma's `akkoma{}` and Fedibird's fields. */
export interface WireStatus {
  id?: string | number;
  uri?: string;
  url?: string | null;
  created_at?: string;
  edited_at?: string | null;
  account?: WireAccount;
  content?: string;
  /** Mastodon sends `text` (source) only on delete-and-redraft; null otherwise. */
  text?: string | null;
  visibility?: string;
  sensitive?: boolean;
  spoiler_text?: string;
  media_attachments?: WireAttachment[];
  application?: { name?: string; website?: string | null } | null;
  mentions?: WireMention[];
  tags?: WireTag[];
  emojis?: WireEmoji[];
  reblogs_count?: number;
  favourites_count?: number;
  replies_count?: number;
  in_reply_to_id?: string | null;
  in_reply_to_account_id?: string | null;
  reblog?: WireStatus | null;
  poll?: WirePoll | null;
  card?: WireCard | null;
  language?: string | null;
  favourited?: boolean;
  reblogged?: boolean;
  muted?: boolean;
  bookmarked?: boolean;
  pinned?: boolean;
  /** Fedibird / Mastodon forks: a quoted status, or Mastodon 4.4's wrapper. */
  quote?: WireStatus | WireQuoteWrapper | null;
  quote_id?: string | null;
  quote_url?: string | null;
  /** Fedibird. */
  emoji_reactions?: WireEmojiReaction[];
  emoji_reactions_count?: number;
  /** Some Mastodon forks (Glitch, Hometown) and Misskey bridges. */
  reactions?: WireEmojiReaction[];
  /** Old-style activity kinds from early Pleroma/GNU social bridges. */
  activity_type?: string;
  deleted?: boolean;
  pleroma?: {
    content?: Record<string, string>;
    spoiler_text?: Record<string, string>;
    content_type?: string | null;
    conversation_id?: string | number | null;
    direct_conversation_id?: string | number | null;
    emoji_reactions?: WireEmojiReaction[];
    expires_at?: string | null;
    in_reply_to_account_acct?: string | null;
    local?: boolean;
    parent_visible?: boolean;
    pinned_at?: string | null;
    quote?: WireStatus | null;
    quote_id?: string | null;
    quote_url?: string | null;
    quote_visible?: boolean;
    thread_muted?: boolean;
    event?: unknown;
    [key: string]: unknown;
  };
  akkoma?: {
    source?: { content?: string; mediaType?: string } | null;
    [key: string]: unknown;
  };
}

export interface WireContext {
  ancestors?: WireStatus[];
  descendants?: WireStatus[];
}
