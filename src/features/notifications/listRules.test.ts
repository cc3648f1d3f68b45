import { describe, expect, it } from 'vitest';
import {
  normaliseNotification,
  olderNotifications,
  readNotificationPage,
  type Notification,
} from '../../api';
import { DEFAULT_PREFERENCES } from '../../core/preferences/preferences';
import {
  badgeTitle,
  desktopWorthy,
  INITIAL_SEEN_SHOWN,
  olderStep,
  requestNotificationOf,
  SEEN_REVEAL_STEP,
  shownItems,
  unseenCount,
} from './listRules';

const ALL = DEFAULT_PREFERENCES.notificationVisibility;

function note(id: number, seen: boolean, type = 'mention'): Notification {
  return normaliseNotification({
    id: String(id).padStart(4, '0'),
    type,
    account: { id: 'a1', acct: 'amara' },
    status: { id: `s${id}`, account: { id: 'a1', acct: 'amara' }, content: 'hi' },
    pleroma: { is_seen: seen },
  });
}

function listOf(unseen: number, seen: number): Notification[] {
  const items: Notification[] = [];
  let id = unseen + seen;
  for (let i = 0; i < unseen; i++) items.push(note(id--, false));
  for (let i = 0; i < seen; i++) items.push(note(id--, true));
  return items;
}

describe('notification list rules', () => {
  it('shows the unseen ones plus 30 seen at first', () => {
    const items = listOf(5, 60);
    expect(shownItems(items, INITIAL_SEEN_SHOWN, ALL)).toHaveLength(5 + INITIAL_SEEN_SHOWN);
    expect(unseenCount(items, ALL)).toBe(5);
  });

  it('load older reveals 20 loaded ones, then fetches, then stops once bottomed out', () => {
    const items = listOf(0, 55);
    let seenShown = INITIAL_SEEN_SHOWN;
    expect(olderStep(items, seenShown, false, ALL)).toBe('reveal');
    seenShown += SEEN_REVEAL_STEP;
    expect(shownItems(items, seenShown, ALL)).toHaveLength(50);
    expect(olderStep(items, seenShown, false, ALL)).toBe('reveal');
    seenShown += SEEN_REVEAL_STEP;
    expect(shownItems(items, seenShown, ALL)).toHaveLength(55);
    expect(olderStep(items, seenShown, false, ALL)).toBe('fetch');
    expect(olderStep(items, seenShown, true, ALL)).toBe('none');
  });

  it('skips invalid notifications but still moves the id bounds', () => {
    const page = readNotificationPage([
      { id: '0009', type: 'favourite', account: { id: 'a' } }, // like without its status
      { id: '0005', type: 'follow', account: { id: 'a', acct: 'a' } },
      { id: '0003' }, // no account
    ]);
    expect(page.items.map((n) => n.id)).toEqual(['0005']);
    expect(page.newestId).toBe('0009');
    expect(olderNotifications(page)).toEqual({ max_id: '0003' });
    expect(olderNotifications(readNotificationPage([]))).toBeNull();
    expect(olderNotifications(readNotificationPage([{ id: '0002' }], { max_id: '0001' }))).toEqual({
      max_id: '0001',
    });
  });

  it('filters hide types from the list and the count', () => {
    const items = [note(3, false, 'favourite'), note(2, false, 'mention')];
    const noLikes = { ...ALL, likes: false };
    expect(shownItems(items, INITIAL_SEEN_SHOWN, noLikes).map((n) => n.type)).toEqual(['mention']);
    expect(unseenCount(items, noLikes)).toBe(1);
  });

  it('finds the request of a requester', () => {
    const items = [note(2, false, 'follow'), note(1, false, 'follow_request')];
    expect(requestNotificationOf(items, 'a1')?.id).toBe('0001');
    expect(requestNotificationOf(items, 'b2')).toBeUndefined();
  });

  it('offers desktop notifications only for new, unseen, visible ones', () => {
    const fresh = [note(3, false), note(2, true), note(1, false, 'favourite')];
    expect(desktopWorthy(fresh, new Set(), { ...ALL, likes: false }).map((n) => n.id)).toEqual([
      '0003',
    ]);
    expect(desktopWorthy(fresh, new Set(['0003']), ALL).map((n) => n.id)).toEqual(['0001']);
  });

  it('puts the count before the title and takes it off at 0', () => {
    expect(badgeTitle('Home | Petrel', 3)).toBe('(3) Home | Petrel');
    expect(badgeTitle('(3) Home | Petrel', 4)).toBe('(4) Home | Petrel');
    expect(badgeTitle('(3) Home | Petrel', 0)).toBe('Home | Petrel');
  });
});
