import { describe, expect, expectTypeOf, it } from 'vitest';
import { NOTIFICATION_TYPES, type NotificationType } from '../../api';
import en from '../../i18n/locales/en/notifications.json';
import {
  DEFAULT_PREFERENCES,
  type NotificationVisibility,
} from '../../core/preferences/preferences';
import {
  NOTIFICATION_FILTERS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type RegistryPreference,
} from './notificationKinds';

describe('the notification registry', () => {
  it('names every type and every preference, at compile time', () => {
    expectTypeOf<keyof typeof NOTIFICATION_KINDS>().toEqualTypeOf<NotificationType>();
    expectTypeOf<RegistryPreference>().toEqualTypeOf<keyof NotificationVisibility>();
    // A registry without one type does not compile: the missing case is a type error.
    const { poll: _poll, ...withoutPoll } = NOTIFICATION_KINDS;
    // @ts-expect-error 'poll' is missing
    const incomplete: Record<NotificationType, NotificationKind> = withoutPoll;
    expect(Object.keys(incomplete)).not.toContain('poll');
  });

  it('has the same types as the API registry', () => {
    expect(Object.keys(NOTIFICATION_KINDS).sort()).toEqual(Object.keys(NOTIFICATION_TYPES).sort());
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

  it('has an English line and desktop title for every type', () => {
    const { type, desktop } = en.notifications;
    for (const kind of Object.values(NOTIFICATION_KINDS)) {
      expect(type).toHaveProperty(kind.line);
      expect(desktop).toHaveProperty(kind.desktop);
    }
  });
});
