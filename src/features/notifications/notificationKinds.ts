import {
  AtSign,
  BarChart3,
  Heart,
  Repeat2,
  SmilePlus,
  Truck,
  UserPlus,
  UserRoundPlus,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationType } from '../../api';
import type { NotificationVisibility } from '../../core/preferences/preferences';

/** How a notification type shows; the API-side facts are in api/notificationTypes.ts. */
export interface NotificationKind {
  icon: LucideIcon;
  /** Its line in the list: a key under `notifications.type`, with {{name}} (and its extras). */
  line: string;
  /** Its desktop notification's title: a key under `notifications.desktop`. */
  desktop: string;
  /** The notificationVisibility switch (document 3 §9) that hides it; null: always shown. */
  preference: keyof NotificationVisibility | null;
  /**
   * The status is the news itself and shows whole, with its actions (a mention to answer, a
   * poll's results); otherwise it is only recalled.
   */
  fullStatus: boolean;
}

/** Types outside the spec's list: a plain line, never filtered. */
const OTHER = {
  icon: AtSign,
  line: 'other',
  desktop: 'other',
  preference: null,
  fullStatus: false,
} as const;

/**
 * Every type, in the order of document 3 §9's filters: a type missing here is a type error,
 * and the filter menu and the settings tab list the preferences in this order.
 */
export const NOTIFICATION_KINDS = {
  like: { ...OTHER, icon: Heart, line: 'like', desktop: 'like', preference: 'likes' },
  mention: {
    icon: AtSign,
    line: 'mention',
    desktop: 'mention',
    preference: 'mentions',
    fullStatus: true,
  },
  repeat: { ...OTHER, icon: Repeat2, line: 'repeat', desktop: 'repeat', preference: 'repeats' },
  follow: { ...OTHER, icon: UserPlus, line: 'follow', desktop: 'follow', preference: 'follows' },
  follow_request: {
    ...OTHER,
    icon: UserRoundPlus,
    line: 'follow_request',
    desktop: 'follow_request',
    preference: 'followRequest',
  },
  move: { ...OTHER, icon: Truck, line: 'move', desktop: 'move', preference: 'moves' },
  'pleroma:emoji_reaction': {
    ...OTHER,
    icon: SmilePlus,
    line: 'reaction',
    desktop: 'reaction',
    preference: 'emojiReactions',
  },
  poll: { icon: BarChart3, line: 'poll', desktop: 'poll', preference: 'polls', fullStatus: true },
  status: OTHER,
  update: OTHER,
  'pleroma:chat_mention': OTHER,
  'pleroma:report': OTHER,
  'admin.sign_up': OTHER,
  'admin.report': OTHER,
  unknown: OTHER,
} as const satisfies Record<NotificationType, NotificationKind>;

type Kinds = typeof NOTIFICATION_KINDS;

/** The preference keys the registry names: every key of NotificationVisibility (a type test). */
export type RegistryPreference = {
  [K in NotificationType]: Kinds[K]['preference'];
}[NotificationType] &
  string;

/** The per-type switches, in the registry's order (document 3 §9's). */
export const NOTIFICATION_FILTERS: readonly (keyof NotificationVisibility)[] = Object.values(
  NOTIFICATION_KINDS,
).flatMap((kind: NotificationKind) => (kind.preference === null ? [] : [kind.preference]));

export function notificationKind(type: NotificationType): NotificationKind {
  return NOTIFICATION_KINDS[type];
}

/** Which switch governs a type; null for types outside the spec's list (always shown). */
export function filterKeyFor(type: NotificationType): keyof NotificationVisibility | null {
  return NOTIFICATION_KINDS[type].preference;
}
