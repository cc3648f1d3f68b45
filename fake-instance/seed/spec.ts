import type { CardRecord, Visibility } from '../store.js';

/** How the seed describes a post before the builder gives it ids and HTML. */
export interface PostSpec {
  /** A name other specs use to reply to, quote or repeat this post. */
  key?: string;
  /** username for local people, username@domain for remote ones. */
  author: string;
  /** Minutes before the seed clock. Replies must be newer (smaller) than their parent. */
  minutesAgo: number;
  /** Source text; with `html: true` it is used as the HTML content as it is. */
  text: string;
  html?: boolean;
  /** Source in Misskey markdown (text/x.misskeymarkdown), rendered as FEP-c16b spans. */
  mfm?: boolean;
  visibility?: Visibility;
  cw?: string;
  sensitive?: boolean;
  replyTo?: string;
  quote?: string;
  /** Keys of media assets (seed/assets.ts). */
  media?: string[];
  poll?: PollSpec;
  card?: CardRecord;
  /** [emoji, reactors]: unicode emoji or a custom emoji shortcode. */
  reactions?: [string, string[]][];
  favouritedBy?: string[];
  bookmarkedBy?: string[];
  pinned?: boolean;
  /** Minutes before the seed clock the post was last edited. */
  editedMinutesAgo?: number;
  /**
   * An edited post's earlier versions as HTML, oldest (the original) first, so its edit history
   * lists real edits. The original dates from the post's time, later ones fall evenly between it
   * and the last edit.
   */
  earlierHtml?: string[];
  language?: string;
  extraFavourites?: number;
  extraReblogs?: number;
}

export interface PollSpec {
  options: string[];
  multiple: boolean;
  /** Minutes from the seed clock; negative means the poll has ended. */
  expiresInMinutes: number;
  votes: [string, number[]][];
  extraVotes: number[];
  extraVoters: number;
  /** Mastodon's `hide_totals`: as Mastodon, no option's count is told until it ends. */
  hideTotals?: boolean;
}

export interface RepeatSpec {
  by: string;
  of: string;
  minutesAgo: number;
}
