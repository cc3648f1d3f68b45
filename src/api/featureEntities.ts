/**
 * What a server can do and its limits (document 3 §9, the server profile): the entities the
 * features record and the instance settings are built from. Kept apart from `./entities` so
 * neither file outgrows 400 lines; `./entities` re-exports them.
 */

export interface PollLimits {
  max_options: number;
  max_option_chars: number;
  min_expiration: number;
  max_expiration: number;
}

export interface FieldsLimits {
  maxFields: number;
  maxRemoteFields: number;
  nameLength: number;
  valueLength: number;
}

/**
 * What a server offers beyond the plain Mastodon API (api/features.ts decides it). Kept with the
 * entities it describes, so the entities need not import the detection (issue 26: no cycles).
 */
export const POST_FORMATS = [
  'text/plain',
  'text/markdown',
  'text/bbcode',
  'text/html',
  'text/x.misskeymarkdown',
] as const;
export type PostFormat = (typeof POST_FORMATS)[number];

export interface ServerLimits {
  /** Characters per post. */
  text: number;
  poll: PollLimits;
  /** Bytes; 0 means the server did not say (no limit is shown). */
  upload: number;
  avatar: number;
  background: number;
  banner: number;
  fields: FieldsLimits;
  /** Characters of a media description; 0 when the server did not say. */
  description: number;
}

/** How notifications are marked read: Pleroma's read call, or the notifications marker. */
export type NotificationsReadMethod = 'pleroma' | 'markers';

export interface ServerFeatures {
  /** Lowercase software name ('akkoma', 'pleroma', 'mastodon', 'gotosocial', 'snac' …). */
  software: string;
  /** The software's own version ('0.20.0-dev-57cb4fe', '4.2.0', '3.13.2'), '' when unknown. */
  softwareVersion: string;
  /** OAuth's password grant (the sign-in form); GoToSocial only has the authorization code. */
  passwordGrant: boolean;
  /** GET /api/v1/accounts/lookup?acct= (Mastodon 3.4+, GoToSocial); else Pleroma's by-name form. */
  accountLookup: boolean;
  /** GET /api/v1/timelines/direct: the Pleroma family (Mastodon dropped it in 3.0). */
  directTimeline: boolean;
  /** GET /api/v1/conversations. */
  conversations: boolean;
  notificationsReadMethod: NotificationsReadMethod;
  /** Pleroma's profile options (hide followers/follows/favourites, follow on move, …). */
  pleromaAccountOptions: boolean;
  /** GET/POST/DELETE /api/v1/domain_blocks. */
  domainBlocks: boolean;
  /** Theme choice from /static/styles.json (served beside Pleroma-FE). */
  themes: boolean;
  /** Staff may delete other people's posts through DELETE /api/v1/statuses/:id. */
  staffDeleteOthers: boolean;
  /** The streaming socket takes a text `ping` keep-alive frame (others close on it). */
  streamingTextPing: boolean;
  /** The Pleroma API family (/api/pleroma, /api/v1/pleroma): Pleroma, Akkoma and forks. */
  pleromaApi: boolean;
  /** Akkoma's own API (/api/v1/akkoma). */
  akkomaApi: boolean;
  reactions: boolean;
  customEmojiReactions: boolean;
  bubbleTimeline: boolean;
  quotes: boolean;
  /** Akkoma's machine translation (GET /statuses/:id/translations/:lang). */
  translation: boolean;
  /** Akkoma's frontend settings profiles (server-side settings sync). */
  settingsProfiles: boolean;
  /** Pleroma's two-factor settings calls (/api/pleroma/accounts/mfa). */
  mfa: boolean;
  /** Pleroma's captcha call (/api/v1/pleroma/captcha). */
  captcha: boolean;
  /** Pleroma's admin API (/api/v1/pleroma/admin): moderation menus and reports. */
  adminApi: boolean;
  /** GET /api/v1/announcements. */
  announcements: boolean;
  postFormats: PostFormat[];
  editing: boolean;
  /** The 'local' visibility. */
  localOnly: boolean;
  /** Pleroma's subscribe to an account's posts. */
  subscriptions: boolean;
  /** Pleroma's change password / email, delete account and OAuth token list. */
  accountManagement: boolean;
  /** Pleroma's account aliases and move_account. */
  accountMigration: boolean;
  /** Pleroma's data export backups. */
  backups: boolean;
  /** Pleroma's follow / mute / block imports. */
  imports: boolean;
  mascot: boolean;
  polls: boolean;
  mediaProxy: boolean;
  safeDM: boolean;
  /** Pleroma chats exist on some servers; Petrel has no chat UI, so this is only reported. */
  chats: boolean;
  limits: ServerLimits;
}
