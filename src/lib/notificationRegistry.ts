/**
 * Every notification type the app knows, one entry each (issue 26): document 3 §9's list in its
 * filter order, then the ones real servers send that the spec does not name (kept so they show,
 * not lost), then `unknown` for the rest. Adding a type is one entry here plus its catalogue
 * strings: the API layer derives the wire names and the `Notification` union from it, the
 * preferences their per-type switches, and the notifications area its icons, lines, desktop
 * titles and filters. Plain data only, so `api` and `features` can both read it.
 */
export interface NotificationEntry {
  /** The name Mastodon's API uses, in answers and in the `types[]` filter; null for `unknown`. */
  readonly wire: string | null;
  /** Other names servers send for it (Mastodon's spelling variants, forks). */
  readonly aliases: readonly string[];
  /** Means nothing without its status: one arriving without is dropped (document 3 §5, §9). */
  readonly needsStatus: boolean;
  /** The icon's name; the notifications area maps each name to its drawing. */
  readonly icon: string;
  /** Its line in the list: a key under `notifications.type`, with {{name}} (and its extras). */
  readonly line: string;
  /** Its desktop notification's title: a key under `notifications.desktop`. */
  readonly desktop: string;
  /**
   * The notificationVisibility switch (document 3 §9) that hides it from the list, the count
   * and desktop notifications, and names its choice in the filter menu; null: always shown.
   */
  readonly filter: string | null;
  /**
   * The status is the news itself and shows whole, with its actions (a mention to answer, a
   * poll's results); otherwise it is only recalled.
   */
  readonly fullStatus: boolean;
}

/** Types outside the spec's list: a plain line, never filtered. */
const OTHER = {
  aliases: [],
  needsStatus: false,
  icon: 'at-sign',
  line: 'other',
  desktop: 'other',
  filter: null,
  fullStatus: false,
} as const;

export const NOTIFICATION_REGISTRY = {
  like: {
    wire: 'favourite',
    aliases: ['favorite', 'like'],
    needsStatus: true,
    icon: 'heart',
    line: 'like',
    desktop: 'like',
    filter: 'likes',
    fullStatus: false,
  },
  mention: {
    wire: 'mention',
    aliases: [],
    needsStatus: true,
    icon: 'at-sign',
    line: 'mention',
    desktop: 'mention',
    filter: 'mentions',
    fullStatus: true,
  },
  repeat: {
    wire: 'reblog',
    aliases: ['repeat'],
    needsStatus: true,
    icon: 'repeat',
    line: 'repeat',
    desktop: 'repeat',
    filter: 'repeats',
    fullStatus: false,
  },
  follow: {
    ...OTHER,
    wire: 'follow',
    icon: 'user-plus',
    line: 'follow',
    desktop: 'follow',
    filter: 'follows',
  },
  follow_request: {
    ...OTHER,
    wire: 'follow_request',
    icon: 'user-round-plus',
    line: 'follow_request',
    desktop: 'follow_request',
    filter: 'followRequest',
  },
  move: { ...OTHER, wire: 'move', icon: 'truck', line: 'move', desktop: 'move', filter: 'moves' },
  'pleroma:emoji_reaction': {
    wire: 'pleroma:emoji_reaction',
    // Fedibird, then Misskey-flavoured forks.
    aliases: ['emoji_reaction', 'reaction'],
    needsStatus: true,
    icon: 'smile-plus',
    line: 'reaction',
    desktop: 'reaction',
    filter: 'emojiReactions',
    fullStatus: false,
  },
  poll: {
    wire: 'poll',
    aliases: [],
    needsStatus: true,
    icon: 'bar-chart',
    line: 'poll',
    desktop: 'poll',
    filter: 'polls',
    fullStatus: true,
  },
  status: { ...OTHER, wire: 'status' },
  update: { ...OTHER, wire: 'update' },
  'pleroma:chat_mention': { ...OTHER, wire: 'pleroma:chat_mention' },
  'pleroma:report': { ...OTHER, wire: 'pleroma:report' },
  'admin.sign_up': { ...OTHER, wire: 'admin.sign_up' },
  'admin.report': { ...OTHER, wire: 'admin.report' },
  unknown: { ...OTHER, wire: null },
} as const satisfies Record<string, NotificationEntry>;

type Registry = typeof NOTIFICATION_REGISTRY;

export type NotificationType = keyof Registry;

/** The types that arrive with a status, always (the others may carry one or not). */
export type StatusNotificationType = {
  [K in NotificationType]: Registry[K]['needsStatus'] extends true ? K : never;
}[NotificationType];

/** The per-type switches of document 3 §9 (the `notificationVisibility` preference's keys). */
export type NotificationFilterKey = Exclude<Registry[NotificationType]['filter'], null>;

/** The icon names the registry uses; the notifications area must draw each one. */
export type NotificationIconName = Registry[NotificationType]['icon'];

/** The entry of one type, read through the common shape. */
export function notificationEntry(type: NotificationType): NotificationEntry {
  return NOTIFICATION_REGISTRY[type];
}
