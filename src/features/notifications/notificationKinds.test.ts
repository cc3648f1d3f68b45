import { Heart } from 'lucide-react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { NotificationType } from '../../api';
import en from '../../i18n/locales/en/notifications.json';
import {
  DEFAULT_PREFERENCES,
  type NotificationVisibility,
} from '../../core/preferences/preferences';
import {
  NOTIFICATION_REGISTRY,
  type NotificationEntry,
  type NotificationFilterKey,
} from '../../lib/notificationRegistry';
import {
  filterKeyFor,
  NOTIFICATION_FILTERS,
  notificationKind,
  type NotificationIcons,
  type ShownEntry,
} from './notificationKinds';

/*
 * The `@ts-expect-error` lines below are checked by `npm run typecheck`: each one is a type
 * added or changed in one place only. If the registry stopped being exhaustive, the line would
 * compile, the directive would be unused, and the type check would fail.
 */
describe('the notification registry', () => {
  it('is the one list of types, and a type missing from it is a type error', () => {
    expectTypeOf<keyof typeof NOTIFICATION_REGISTRY>().toEqualTypeOf<NotificationType>();
    const { poll: _poll, ...withoutPoll } = NOTIFICATION_REGISTRY;
    // @ts-expect-error 'poll' is missing
    const incomplete: Record<NotificationType, NotificationEntry> = withoutPoll;
    expect(Object.keys(incomplete)).not.toContain('poll');
  });

  it('makes an entry without one of its facts a type error', () => {
    const { icon: _icon, ...noIcon } = NOTIFICATION_REGISTRY.like;
    // @ts-expect-error an entry needs its icon
    const entry: NotificationEntry = noIcon;
    expect(entry).not.toHaveProperty('icon');
  });

  it('makes a new filter without its preference default a type error', () => {
    expectTypeOf<keyof NotificationVisibility>().toEqualTypeOf<NotificationFilterKey>();
    const { polls: _polls, ...withoutPolls } = DEFAULT_PREFERENCES.notificationVisibility;
    // @ts-expect-error the 'polls' switch has no value
    const visibility: NotificationVisibility = withoutPolls;
    expect(visibility).not.toHaveProperty('polls');
  });

  it('makes an icon name without its drawing a type error', () => {
    // @ts-expect-error 'truck' (moves) is not drawn
    const icons: NotificationIcons = {
      'at-sign': Heart,
      'bar-chart': Heart,
      heart: Heart,
      repeat: Heart,
      'smile-plus': Heart,
      'user-plus': Heart,
      'user-round-plus': Heart,
    };
    expect(icons).not.toHaveProperty('truck');
  });

  it('makes a line the catalogue lacks a type error', () => {
    // @ts-expect-error no 'notifications.type.wave' string in the English catalogue
    const entry: ShownEntry = { ...NOTIFICATION_REGISTRY.like, line: 'wave' };
    expect(entry.line).toBe('wave');
  });

  it("lists the filters once each, in document 3 §9's order", () => {
    expect(NOTIFICATION_FILTERS).toEqual([
      'likes',
      'mentions',
      'repeats',
      'follows',
      'followRequest',
      'moves',
      'emojiReactions',
      'polls',
    ]);
    expect([...NOTIFICATION_FILTERS].sort()).toEqual(
      Object.keys(DEFAULT_PREFERENCES.notificationVisibility).sort(),
    );
  });

  it('gives every type a drawn icon, an English line, desktop title and filter label', () => {
    const { type, desktop, filters } = en.notifications;
    for (const name of Object.keys(NOTIFICATION_REGISTRY) as NotificationType[]) {
      const kind = notificationKind(name);
      // A component: an object under React (lucide's forwardRef), a function under Preact.
      expect(['object', 'function']).toContain(typeof kind.icon);
      expect(type).toHaveProperty(kind.line);
      expect(desktop).toHaveProperty(kind.desktop);
      const filter = filterKeyFor(name);
      if (filter !== null) expect(filters).toHaveProperty(filter);
    }
    expect(filterKeyFor('status')).toBeNull();
  });
});
