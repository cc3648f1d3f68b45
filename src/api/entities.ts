/**
 * The app's entities: what features use after normalisation.
 *
 * Field names follow the specification (document 2 §3, document 1 §3) as it writes them,
 * snake_case included, so the spec and the code can be grepped for the same word. Every field
 * is present (defaulted by the normalisers); only a few optional extras are marked `?`.
 * Wire shapes live in `./wire/` and never leak past the normalisers.
 */
import type { FieldsLimits, PollLimits, ServerFeatures } from './featureEntities';

export * from './featureEntities';

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct' | 'local';

export type StatusType = 'status' | 'retweet' | 'favorite' | 'deletion' | 'follow' | 'unknown';

export type UserRole = 'admin' | 'moderator' | 'member';

export type AttachmentType = 'image' | 'video' | 'audio' | 'flash' | 'html' | 'unknown';

/** A custom emoji as used in names, bios and posts (Mastodon `emojis[]`). */
export interface Emoji {
  shortcode: string;
  url: string;
  static_url: string;
  visible_in_picker?: boolean;
  category?: string | null;
  tags?: string[];
}

export interface UserField {
  name: string;
  value: string;
  verified_at?: string | null;
}

export interface UserRights {
  admin: boolean;
  moderator: boolean;
}

/** The remote instance a user lives on, from Akkoma's `akkoma.instance`. */
export interface UserInstance {
  name: string;
  software_name: string | null;
  software_version: string | null;
  favicon: string | null;
}

export interface User {
  id: string;
  /** Display name (plain). */
  name: string;
  /** Display name with custom emoji as HTML-escaped text; render via the emoji renderer. */
  name_html: string;
  /** The acct: `alice` for local users, `alice@example.com` for remote ones. */
  screen_name: string;
  /** screen_name with a punycode domain decoded, prefixed with '🌐' when it differs. */
  screen_name_ui: string;
  /** Avatar URL. */
  profile_image_url_original: string;
  avatar_static: string;
  /** Header image URL. */
  cover_photo: string;
  /** Pleroma background image, when set. */
  background_image: string | null;
  description: string;
  description_html: string;
  emoji: Emoji[];
  favicon: string | null;
  instance: UserInstance | null;
  statusnet_profile_url: string;
  is_local: boolean;
  locked: boolean;
  bot: boolean;
  deactivated: boolean;
  is_active: boolean;
  discoverable: boolean;
  created_at: string;
  statuses_count: number;
  friends_count: number;
  followers_count: number;
  follow_requests_count: number;
  hide_follows_count: boolean;
  hide_followers_count: boolean;
  hide_follows: boolean;
  /** Whether followers follow this account to its new home when it moves (own account only). */
  allow_following_move: boolean;
  hide_followers: boolean;
  hide_favorites: boolean;
  rights: UserRights;
  /** Policy tags (e.g. `mrf_tag:media-force-nsfw`). */
  tags: string[];
  role: UserRole;
  default_scope: Visibility;
  /** Own account: new media start marked sensitive (`source.sensitive`); absent when off. */
  default_sensitive?: boolean;
  fields: UserField[];
  fields_html: UserField[];
  fields_text: UserField[];
  /** The account this one moved to, if any. */
  moved: User | null;
  last_status_at: string | null;
  /** GoToSocial's opt-in RSS feed is on; absent elsewhere. */
  enable_rss?: boolean;
  /** Embedded relationship, when the server sent one (Pleroma `pleroma.relationship`). */
  relationship: Relationship | null;
  pinnedStatusIds?: string[];
}

export interface AttachmentMeta {
  width?: number;
  height?: number;
  aspect?: number;
  duration?: number;
  fps?: number;
  /** Focal point, -1..1 in each axis. */
  focus?: { x: number; y: number };
  small?: { width?: number; height?: number; aspect?: number };
  original?: { width?: number; height?: number; aspect?: number; duration?: number };
}

export interface Attachment {
  id: string;
  mimetype: string;
  type: AttachmentType;
  url: string;
  remote_url: string | null;
  large_thumb_url: string;
  preview_url: string;
  description: string;
  blurhash: string | null;
  meta: AttachmentMeta;
}

export interface PollOption {
  title: string;
  title_html: string;
  /** null when the server hides counts until the poll ends. */
  votes_count: number | null;
}

export interface Poll {
  id: string;
  options: PollOption[];
  multiple: boolean;
  voted: boolean;
  own_votes: number[];
  expired: boolean;
  expires_at: string | null;
  votes_count: number;
  voters_count: number | null;
  emojis: Emoji[];
}

export interface Card {
  url: string;
  title: string;
  description: string;
  image: string | null;
  provider_name: string;
  provider_url: string;
  type: 'link' | 'photo' | 'video' | 'rich';
  width: number;
  height: number;
  html: string;
  blurhash: string | null;
}

export interface EmojiReaction {
  /** The emoji: a unicode glyph, or a custom shortcode (`blobcat` / `blobcat@remote.example`). */
  name: string;
  /** Image URL for custom emoji; null for unicode ones. */
  url: string | null;
  count: number;
  me: boolean;
  /** Account ids when the server sent them (Pleroma `account_ids`), else []. */
  accounts: string[];
}

export interface Tag {
  name: string;
  url: string;
}

export interface StatusTranslation {
  detected_language: string;
  text: string;
}

export interface Status {
  id: string;
  uri: string;
  type: StatusType;
  user: User;
  /** Plain text of the content. */
  text: string;
  /** The server's HTML content (unsanitised: sanitise before rendering). */
  raw_html: string;
  /** Content warning / subject, plain. */
  summary: string;
  summary_raw_html: string;
  visibility: Visibility;
  nsfw: boolean;
  favorited: boolean;
  fave_num: number;
  repeated: boolean;
  repeat_num: number;
  bookmarked: boolean;
  replies_count: number;
  pinned: boolean;
  muted: boolean;
  thread_muted: boolean;
  deleted: boolean;
  in_reply_to_status_id: string | null;
  in_reply_to_user_id: string | null;
  in_reply_to_screen_name: string | null;
  statusnet_conversation_id: string | null;
  attentions: User[];
  attachments: Attachment[];
  card: Card | null;
  poll: Poll | null;
  quote: Status | null;
  quote_id: string | null;
  quote_url: string | null;
  /** Present means this status is a repeat of that one. */
  retweeted_status: Status | null;
  emoji_reactions: EmojiReaction[];
  emojis: Emoji[];
  tags: Tag[];
  edited_at: string | null;
  created_at: string;
  is_local: boolean;
  external_url: string;
  language: string | null;
  /** Source content type, e.g. 'text/plain', 'text/markdown', 'text/x.misskeymarkdown'. */
  media_type: string | null;
  parent_visible: boolean;
  /** Filled in by the translate action, never by the normaliser. */
  translation?: StatusTranslation;
  favoritedBy?: User[];
  rebloggedBy?: User[];
}

export interface Relationship {
  id: string;
  following: boolean;
  followed_by: boolean;
  blocking: boolean;
  blocked_by: boolean;
  requested: boolean;
  requested_by: boolean;
  muting: boolean;
  muting_notifications: boolean;
  subscribing: boolean;
  notifying: boolean;
  showing_reblogs: boolean;
  domain_blocking: boolean;
  endorsed: boolean;
  note: string;
}

export interface PublicTimelineVisibility {
  local: boolean;
  federated: boolean;
  bubble: boolean;
}

/** Facts read from nodeinfo (`/nodeinfo/2.0.json`, or where the server publishes it). */
export interface Nodeinfo {
  /** The address it was read at; absent when it came embedded in the page. */
  address?: string;
  software_name: string;
  software_version: string;
  openRegistrations: boolean;
  federating: boolean;
  nodeName: string;
  accountActivationRequired: boolean;
  mailerEnabled: boolean;
  features: string[];
  restrictedNicknames: string[];
  postFormats: string[];
  staffAccounts: string[];
  localBubbleInstances: string[];
  suggestionsEnabled: boolean;
  suggestionsWeb: string;
  fieldsLimits: FieldsLimits | null;
  pollLimits: Partial<PollLimits> | null;
  /** Bytes, parsed as integers; null where the server did not say. */
  uploadLimits: {
    general: number | null;
    avatar: number | null;
    background: number | null;
    banner: number | null;
  };
  publicTimelineVisibility: PublicTimelineVisibility;
  federatedTimelineAvailable: boolean;
  private: boolean;
  usersTotal: number | null;
  localPosts: number | null;
}

/**
 * Instance settings loaded at start-up (document 1 §3) and read by the timeline/composer
 * (document 2 §3), merged from /api/v1/instance, nodeinfo and the frontend configuration.
 */
export interface InstanceSettings {
  name: string;
  /** Server address as the instance reports it (uri / domain). */
  server: string;
  description: string;
  short_description: string;
  thumbnail: string | null;
  email: string;
  textlimit: number;
  uploadlimit: number;
  avatarlimit: number;
  backgroundlimit: number;
  bannerlimit: number;
  accountApprovalRequired: boolean;
  accountActivationRequired: boolean;
  registrationOpen: boolean;
  vapidPublicKey: string | null;
  pollLimits: PollLimits;
  mailerEnabled: boolean;
  fieldsLimits: FieldsLimits;
  restrictedNicknames: string[];
  postFormats: string[];
  suggestionsEnabled: boolean;
  suggestionsWeb: string;
  backendVersion: string;
  /** Software name from nodeinfo (e.g. 'akkoma', 'pleroma', 'mastodon'), lowercase. */
  software: string;
  federating: boolean;
  publicTimelineVisibility: PublicTimelineVisibility;
  federatedTimelineAvailable: boolean;
  staffAccounts: string[];
  localBubbleInstances: string[];
  /** Private instance: the public timelines and profiles need sign-in. */
  private: boolean;
  /** nodeinfo `metadata.features` merged with `pleroma.metadata.features`. */
  features: string[];
  /** What the server offers beyond the Mastodon API, and its limits (api/features.ts). */
  supports: ServerFeatures;
  languages: string[];
  contactAccount: User | null;
  stats: { user_count: number; status_count: number; domain_count: number };
  /** Frontend configuration values (document 1 §3: logo, theme, tos…), when loaded. */
  logo: string | null;
  theme: string | null;
  tos: string | null;
  instancePanel: string | null;
}

/** Defaults the specification gives (document 3 §9). */
export const DEFAULT_TEXT_LIMIT = 5000;
export const DEFAULT_POLL_LIMITS: PollLimits = {
  max_options: 4,
  max_option_chars: 255,
  min_expiration: 60,
  max_expiration: 86400,
};
/** The timeline page size (document 3 §9). */
export const DEFAULT_PAGE_SIZE = 20;

/** Context of a status: the thread around it. */
export interface StatusContext {
  ancestors: Status[];
  descendants: Status[];
}

/** Custom emoji as listed by the server for the picker (document 3 §3). */
export interface CustomEmoji {
  shortcode: string;
  image_url: string;
  tags: string[];
}

/** Standard emoji from /static/emoji.json: shortcode to glyph. */
export interface StandardEmoji {
  shortcode: string;
  glyph: string;
}

export interface StickerPack {
  pack: string;
  path: string;
  meta: { title: string; [key: string]: unknown };
}
