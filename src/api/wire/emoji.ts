/** Custom emoji as servers embed them in accounts, statuses and polls (Mastodon `CustomEmoji`). */
export interface WireEmoji {
  shortcode?: string;
  url?: string;
  static_url?: string;
  visible_in_picker?: boolean;
  category?: string | null;
}

/**
 * A reaction on a status: Pleroma/Akkoma `pleroma.emoji_reactions[]`, Fedibird
 * `emoji_reactions[]`, Mastodon announcement `reactions[]`.
 */
export interface WireEmojiReaction {
  name?: string;
  count?: number;
  me?: boolean;
  /** Custom emoji image (Akkoma, Fedibird, Mastodon). */
  url?: string | null;
  static_url?: string | null;
  /** Pleroma `with_account_ids`, Fedibird. */
  account_ids?: string[];
  /** Pleroma's /reactions endpoint lists the accounts themselves. */
  accounts?: unknown[];
  domain?: string | null;
}

/** An entry of GET /api/v1/pleroma/emoji: shortcode -> details. */
export interface WirePleromaEmoji {
  image_url?: string;
  tags?: string[];
}

/** An entry of GET /api/v1/custom_emojis (Mastodon). */
export type WireCustomEmoji = WireEmoji;
