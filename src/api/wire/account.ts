import type { WireEmoji } from './emoji';
import type { WireRelationship } from './relationship';

export interface WireField {
  name?: string;
  value?: string;
  verified_at?: string | null;
}

/** Mastodon `Account` with Pleroma's `pleroma{}` and Akkoma's `akkoma{}` extensions. */
export interface WireAccount {
  id?: string | number;
  username?: string;
  acct?: string;
  /** Pleroma: the full acct with the local domain (`alice@example.com`). */
  fqn?: string;
  display_name?: string;
  locked?: boolean;
  bot?: boolean;
  group?: boolean;
  discoverable?: boolean | null;
  created_at?: string;
  note?: string;
  url?: string;
  uri?: string;
  avatar?: string;
  avatar_static?: string;
  header?: string;
  header_static?: string;
  followers_count?: number;
  following_count?: number;
  statuses_count?: number;
  last_status_at?: string | null;
  emojis?: WireEmoji[];
  fields?: WireField[];
  moved?: WireAccount | null;
  suspended?: boolean;
  limited?: boolean;
  follow_requests_count?: number;
  /** GoToSocial: the account's opt-in RSS feed is on (the key is left out when off). */
  enable_rss?: boolean;
  /** Mastodon 4.1+: the account hides both its followers and its follows (null: not said). */
  hide_collections?: boolean | null;
  source?: {
    note?: string;
    fields?: WireField[];
    privacy?: string;
    sensitive?: boolean;
    language?: string | null;
    follow_requests_count?: number;
    pleroma?: {
      actor_type?: string;
      discoverable?: boolean;
      no_rich_text?: boolean;
      show_role?: boolean;
    };
  };
  pleroma?: {
    ap_id?: string;
    also_known_as?: string[];
    background_image?: string | null;
    favicon?: string | null;
    hide_favorites?: boolean;
    hide_followers?: boolean;
    hide_followers_count?: boolean;
    hide_follows?: boolean;
    hide_follows_count?: boolean;
    is_admin?: boolean;
    is_moderator?: boolean;
    is_confirmed?: boolean;
    confirmation_pending?: boolean;
    deactivated?: boolean;
    is_active?: boolean;
    tags?: string[];
    relationship?: WireRelationship | Record<string, never>;
    skip_thread_containment?: boolean;
    allow_following_move?: boolean;
    notification_settings?: Record<string, unknown>;
    unread_conversation_count?: number;
    unread_notifications_count?: number;
    accepts_chat_messages?: boolean;
    birthday?: string | null;
    location?: string | null;
    email?: string;
    settings_store?: Record<string, unknown>;
    [key: string]: unknown;
  };
  akkoma?: {
    instance?: {
      name?: string;
      nodeinfo?: { software?: { name?: string; version?: string } } | null;
      favicon?: string | null;
    } | null;
    status_ttl_days?: number | null;
    permit_followback?: boolean;
    [key: string]: unknown;
  };
  /** Some servers send roles as Mastodon 4 `roles[]` or a single `role`. */
  role?: { name?: string; permissions?: string } | null;
  roles?: { name?: string }[];
}
