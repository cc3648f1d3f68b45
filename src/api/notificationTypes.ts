import type { Status, User } from './entities';

/**
 * The notification types the app knows: document 3 §9's list, then the ones real servers send
 * that the spec does not name (kept so they can be filtered, not lost), then `unknown` for the
 * rest. This is the one place a type is added; `NotificationType`, the `Notification` union and
 * the normaliser follow from it, and the presentation registry in features/notifications must
 * name every key (a missing one is a type error).
 */
export interface NotificationTypeFacts {
  /** The name Mastodon's API uses, in answers and in the `types[]` filter; null for `unknown`. */
  readonly wire: string | null;
  /** Other names servers send for it (Mastodon's spelling variants, forks). */
  readonly aliases: readonly string[];
  /** Means nothing without its status: one arriving without is dropped (document 3 §5, §9). */
  readonly needsStatus: boolean;
}

export const NOTIFICATION_TYPES = {
  like: { wire: 'favourite', aliases: ['favorite', 'like'], needsStatus: true },
  mention: { wire: 'mention', aliases: [], needsStatus: true },
  repeat: { wire: 'reblog', aliases: ['repeat'], needsStatus: true },
  follow: { wire: 'follow', aliases: [], needsStatus: false },
  follow_request: { wire: 'follow_request', aliases: [], needsStatus: false },
  move: { wire: 'move', aliases: [], needsStatus: false },
  'pleroma:emoji_reaction': {
    wire: 'pleroma:emoji_reaction',
    // Fedibird, then Misskey-flavoured forks.
    aliases: ['emoji_reaction', 'reaction'],
    needsStatus: true,
  },
  poll: { wire: 'poll', aliases: [], needsStatus: true },
  status: { wire: 'status', aliases: [], needsStatus: false },
  update: { wire: 'update', aliases: [], needsStatus: false },
  'pleroma:chat_mention': { wire: 'pleroma:chat_mention', aliases: [], needsStatus: false },
  'pleroma:report': { wire: 'pleroma:report', aliases: [], needsStatus: false },
  'admin.sign_up': { wire: 'admin.sign_up', aliases: [], needsStatus: false },
  'admin.report': { wire: 'admin.report', aliases: [], needsStatus: false },
  unknown: { wire: null, aliases: [], needsStatus: false },
} as const satisfies Record<string, NotificationTypeFacts>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;

/** The types that arrive with a status, always (the others may carry one or not). */
export type StatusNotificationType = {
  [K in NotificationType]: (typeof NOTIFICATION_TYPES)[K]['needsStatus'] extends true ? K : never;
}[NotificationType];

interface NotificationBase {
  id: string;
  seen: boolean;
  created_at: string;
  from_profile: User;
}

/**
 * A notification, told apart by `type` (see notificationTypes.ts): the types that need a status
 * always have one, a reaction carries its emoji and a move the account moved to.
 */
export type Notification =
  | (NotificationBase & {
      type: Exclude<StatusNotificationType, 'pleroma:emoji_reaction'>;
      status: Status;
    })
  | (NotificationBase & {
      type: 'pleroma:emoji_reaction';
      status: Status;
      emoji: string | null;
      emoji_url: string | null;
    })
  | (NotificationBase & {
      type: 'move';
      status: Status | null;
      /** The account moved to, when the server names it. */
      target: User | null;
    })
  | (NotificationBase & {
      type: Exclude<NotificationType, StatusNotificationType | 'move'>;
      status: Status | null;
    });

/**
 * Wire name to app type, built on first use: a module-level call would be a side effect, and
 * one side effect in a module of the api barrel makes the bundler keep the whole barrel in the
 * start-up chunk (6 KB gzip; docs/decisions.md, issue 28).
 */
let byName: Map<string, NotificationType> | null = null;

function namesToTypes(): Map<string, NotificationType> {
  byName ??= new Map(
    (Object.keys(NOTIFICATION_TYPES) as NotificationType[]).flatMap((type) => {
      const facts: NotificationTypeFacts = NOTIFICATION_TYPES[type];
      return [facts.wire, ...facts.aliases]
        .filter((name): name is string => name !== null)
        .map((name) => [name, type] as const);
    }),
  );
  return byName;
}

/** A wire type name to the app's: favourite → like, reblog → repeat; anything else unknown. */
export function notificationType(type: unknown): NotificationType {
  return (typeof type === 'string' && namesToTypes().get(type)) || 'unknown';
}

export function needsStatus(type: NotificationType): type is StatusNotificationType {
  return NOTIFICATION_TYPES[type].needsStatus;
}

/** The names to ask the server for (`types[]`), for the given app types. */
export function wireTypes(types: readonly NotificationType[]): string[] {
  return types.flatMap((type) => {
    const wire: string | null = NOTIFICATION_TYPES[type].wire;
    return wire === null ? [] : [wire];
  });
}
