import type { Status, User } from './entities';
import {
  NOTIFICATION_REGISTRY,
  notificationEntry,
  type NotificationType,
  type StatusNotificationType,
} from '../lib/notificationRegistry';

/**
 * What the API layer takes from the one notification registry (lib/notificationRegistry.ts):
 * the wire names, which types need a status, and the `Notification` union built on them.
 */
export type { NotificationType, StatusNotificationType };

interface NotificationBase {
  id: string;
  seen: boolean;
  created_at: string;
  from_profile: User;
}

/**
 * A notification, told apart by `type` (see lib/notificationRegistry.ts): the types that need a status
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
    (Object.keys(NOTIFICATION_REGISTRY) as NotificationType[]).flatMap((type) => {
      const facts = notificationEntry(type);
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
  return notificationEntry(type).needsStatus;
}

/** The names to ask the server for (`types[]`), for the given app types. */
export function wireTypes(types: readonly NotificationType[]): string[] {
  return types.flatMap((type) => {
    const wire = notificationEntry(type).wire;
    return wire === null ? [] : [wire];
  });
}
