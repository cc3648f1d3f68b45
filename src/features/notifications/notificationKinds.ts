import { AtSign, BarChart3, Heart, SmilePlus, Truck, UserPlus, UserRoundPlus } from 'lucide-react';
import { Repeat2 } from '../../ui/icon/repeatIcon';
import type { NotificationType } from '../../api';
import type en from '../../i18n/locales/en/notifications.json';
import type { NotificationVisibility } from '../../core/preferences/preferences';
import {
  NOTIFICATION_REGISTRY,
  type NotificationEntry,
  type NotificationIconName,
} from '../../lib/notificationRegistry';

type Catalogue = (typeof en)['notifications'];

/**
 * What the registry's strings must name: a line and a desktop title the English catalogue
 * has, and a switch the filter menu has a label for. A registry entry naming a string the
 * catalogue lacks is a type error here.
 */
export type ShownEntry = NotificationEntry & {
  readonly line: keyof Catalogue['type'];
  readonly desktop: keyof Catalogue['desktop'];
  readonly filter: keyof Catalogue['filters'] | null;
};
const SHOWN: Record<NotificationType, ShownEntry> = NOTIFICATION_REGISTRY;

/** An icon as `createIcon` makes it (lucide's and the app's own one-path Repeat alike). */
type Icon = typeof Repeat2;

/** The drawing of every icon the registry names: a name without one is a type error. */
export type NotificationIcons = Record<NotificationIconName, Icon>;

const ICONS: NotificationIcons = {
  'at-sign': AtSign,
  'bar-chart': BarChart3,
  heart: Heart,
  repeat: Repeat2,
  'smile-plus': SmilePlus,
  truck: Truck,
  'user-plus': UserPlus,
  'user-round-plus': UserRoundPlus,
};

/** How a notification type shows: its registry entry with the icon drawn. */
export interface NotificationKind {
  icon: Icon;
  line: string;
  desktop: string;
  preference: keyof NotificationVisibility | null;
  fullStatus: boolean;
}

export function notificationKind(type: NotificationType): NotificationKind {
  const entry = SHOWN[type];
  return {
    icon: ICONS[NOTIFICATION_REGISTRY[type].icon],
    line: entry.line,
    desktop: entry.desktop,
    preference: entry.filter,
    fullStatus: entry.fullStatus,
  };
}

/** The per-type switches, in the registry's order (document 3 §9's). */
export const NOTIFICATION_FILTERS: readonly (keyof NotificationVisibility)[] = (
  Object.keys(NOTIFICATION_REGISTRY) as NotificationType[]
).flatMap((type) => {
  const { filter } = NOTIFICATION_REGISTRY[type];
  return filter === null ? [] : [filter];
});

/** Which switch governs a type; null for types outside the spec's list (always shown). */
export function filterKeyFor(type: NotificationType): keyof NotificationVisibility | null {
  return SHOWN[type].filter;
}
