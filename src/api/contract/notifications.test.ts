import { describe, expect, it } from 'vitest';
import type { Notification } from '../notificationTypes';
import { normaliseNotification, normaliseNotifications } from '../normalise/notification';
import type { WireNotification } from '../wire';
import { readFixture } from './fixtures';

function notification(name: string): Notification {
  return normaliseNotification(readFixture(`soapbox-fixtures/${name}.json`) as WireNotification);
}

describe('notifications from real servers', () => {
  it('favourite becomes like', () => {
    const n = notification('notification-favourite');
    expect(n).toMatchObject({ id: '427825', type: 'like', seen: true });
    expect(n.from_profile.screen_name).toBe('Hollahollara@spinster.xyz');
    expect(n.status?.id).toBe('AIMEslRcKrcu02D3HU');
  });

  it('reblog becomes repeat', () => {
    const n = notification('notification-reblog');
    expect(n).toMatchObject({ type: 'repeat' });
    expect(n.status?.id).toBe('AIUihbqUEe5Uvv7P9s');
    expect(n.from_profile.is_local).toBe(false);
  });

  it('emoji reaction carries the emoji', () => {
    const n = notification('notification-pleroma-emoji_reaction');
    expect(n).toMatchObject({ type: 'pleroma:emoji_reaction', emoji: '😮', emoji_url: null });
    expect(n.status?.id).toBe('AIVq6SrJg5yb8eGVsm');
    expect(n.from_profile.screen_name).toBe('dave');
  });

  it('follow, follow_request and mention', () => {
    expect(notification('notification-follow')).toMatchObject({ type: 'follow', status: null });
    expect(notification('notification-follow_request')).toMatchObject({
      type: 'follow_request',
      status: null,
    });
    expect(notification('notification-follow_request').from_profile.screen_name).toBe(
      'alex@spinster.xyz',
    );
    const mention = notification('notification-mention');
    expect(mention).toMatchObject({ type: 'mention' });
    expect(mention.status?.id).toBe('AITJf9Wpr0msWChNBI');
    expect(mention.from_profile.screen_name).toBe('silverpill@mitra.social');
  });

  it.each(['notification-move', 'pleroma-notification-move'])('%s: move with a target', (name) => {
    const n = notification(name);
    if (n.type !== 'move') throw new Error(`expected a move, got ${n.type}`);
    expect(n.from_profile.screen_name).toBe('alex@fedibird.com');
    expect(n.target?.screen_name).toBe('benis911');
  });

  it('poll', () => {
    const n = notification('notification-poll');
    expect(n.type).toBe('poll');
    expect(n.status?.poll).not.toBeNull();
  });

  it('chat mention keeps its Pleroma type', () => {
    expect(notification('notification-pleroma-chat_mention').type).toBe('pleroma:chat_mention');
  });

  it('notification.json: a like', () => {
    expect(notification('notification')).toMatchObject({ id: '10743', type: 'like' });
  });

  it('notifications.json: a page with every type renamed and seen flags', () => {
    const list = normaliseNotifications(readFixture('soapbox-fixtures/notifications.json'));
    expect(list).toHaveLength(20);
    expect(list[0]).toMatchObject({
      id: '10744',
      type: 'pleroma:emoji_reaction',
      emoji: '😢',
      seen: false,
    });
    const types = new Set(list.map((n) => n.type));
    expect([...types].sort()).toEqual(['like', 'mention', 'pleroma:emoji_reaction', 'repeat']);
    expect(list.filter((n) => n.type === 'mention')).toHaveLength(9);
  });
});
