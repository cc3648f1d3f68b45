import { describe, expect, it } from 'vitest';
import { notificationType } from '../notificationTypes';
import {
  normaliseNotification,
  normaliseNotifications,
  tryNormaliseNotification,
} from './notification';

const account = { id: 'u1', acct: 'alice' };
const status = {
  id: 's1',
  account,
  content: 'x',
  pleroma: { emoji_reactions: [{ name: 'blob', url: 'https://e/blob.png', count: 1 }] },
};

describe('notificationType', () => {
  it.each([
    ['favourite', 'like'],
    ['reblog', 'repeat'],
    ['mention', 'mention'],
    ['follow', 'follow'],
    ['follow_request', 'follow_request'],
    ['move', 'move'],
    ['pleroma:emoji_reaction', 'pleroma:emoji_reaction'],
    ['emoji_reaction', 'pleroma:emoji_reaction'],
    ['poll', 'poll'],
    ['pleroma:chat_mention', 'pleroma:chat_mention'],
    ['something_new', 'unknown'],
    [undefined, 'unknown'],
  ])('%s is %s', (wire, type) => {
    expect(notificationType(wire)).toBe(type);
  });
});

describe('normaliseNotification', () => {
  it('reads a reaction with its emoji and the url from the status', () => {
    const notification = normaliseNotification({
      id: '9',
      type: 'pleroma:emoji_reaction',
      account,
      status,
      emoji: 'blob',
      created_at: '2022-01-01T00:00:00Z',
      pleroma: { is_seen: true },
    });
    expect(notification).toMatchObject({
      id: '9',
      type: 'pleroma:emoji_reaction',
      seen: true,
      emoji: 'blob',
      emoji_url: 'https://e/blob.png',
    });
    expect(notification.from_profile.screen_name).toBe('alice');
    expect(notification.status?.id).toBe('s1');
  });
  it('prefers Akkoma emoji_url and reads move targets', () => {
    expect(
      normaliseNotification({
        id: '1',
        type: 'pleroma:emoji_reaction',
        account,
        status,
        emoji: ':x:',
        emoji_url: 'u',
      }),
    ).toMatchObject({ emoji_url: 'u' });
    const move = normaliseNotification({
      id: '2',
      type: 'move',
      account,
      target: { id: 'u2', acct: 'alice@new.example' },
    });
    expect(move).toMatchObject({ type: 'move', seen: false });
    expect(move.type === 'move' && move.target?.screen_name).toBe('alice@new.example');
  });
  it('reads a type that needs a status, arriving without one, as unknown', () => {
    expect(normaliseNotification({ id: '3', type: 'favourite', account })).toMatchObject({
      type: 'unknown',
      status: null,
    });
  });
  it('skips notifications of invalid shape', () => {
    expect(tryNormaliseNotification({ id: '1', type: 'favourite', account })).toBeNull();
    expect(tryNormaliseNotification({ id: '1', type: 'follow' })).toBeNull();
    expect(tryNormaliseNotification({ type: 'follow', account })).toBeNull();
    expect(tryNormaliseNotification({ id: '1', type: 'follow', account })?.type).toBe('follow');
    expect(
      normaliseNotifications([
        { id: '1', type: 'follow', account },
        'junk',
        { id: '2', type: 'mention', account },
      ]),
    ).toHaveLength(1);
  });
});
