import { describe, expect, it } from 'vitest';
import { normaliseNotification } from '../../api';
import { interactionTabs } from './InteractionsPage';
import { notificationRoute } from './useNotificationArrival';

const account = { id: 'u1', acct: 'amara', username: 'amara' };

describe('where a notification leads', () => {
  it('opens the conversation of its status', () => {
    const n = normaliseNotification({
      id: '1',
      type: 'mention',
      account,
      status: { id: 's9', account, content: 'hi' },
    });
    expect(notificationRoute(n)).toBe('/notice/s9');
  });

  it('opens the person for follows and the new account for moves', () => {
    expect(notificationRoute(normaliseNotification({ id: '2', type: 'follow', account }))).toBe(
      '/amara',
    );
    const move = normaliseNotification({
      id: '3',
      type: 'move',
      account,
      target: { id: 'u2', acct: 'amara@elsewhere.example', username: 'amara' },
    });
    expect(notificationRoute(move)).toBe('/users/u2');
  });
});

describe('interaction tabs', () => {
  it('shows moves only when the account does not follow moves', () => {
    expect(interactionTabs(true)).toEqual(['mentions', 'likes', 'follows']);
    expect(interactionTabs(false)).toEqual(['mentions', 'likes', 'follows', 'moves']);
  });
});
