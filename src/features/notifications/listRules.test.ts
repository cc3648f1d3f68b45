import { describe, expect, it } from 'vitest';
import { normaliseNotification, readNotificationPage, type Notification } from '../../api';
import { DEFAULT_PREFERENCES } from '../../core/preferences/preferences';
import {
  addOne,
  applyPage,
  approvedItem,
  badgeTitle,
  desktopWorthy,
  EMPTY_LIST,
  INITIAL_SEEN_SHOWN,
  markAllSeen,
  olderStep,
  reveal,
  seenUpTo,
  shownItems,
  unseenCount,
  type NotificationList,
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

function listOf(unseen: number, seen: number): NotificationList {
  const items: Notification[] = [];
  let id = unseen + seen;
  for (let i = 0; i < unseen; i++) items.push(note(id--, false));
  for (let i = 0; i < seen; i++) items.push(note(id--, true));
  return addManyPage(EMPTY_LIST, items);
}

function addManyPage(list: NotificationList, items: Notification[]): NotificationList {
  return items.reduce(addOne, list);
}

describe('notification list rules', () => {
  it('shows the unseen ones plus 30 seen at first', () => {
    const list = listOf(5, 60);
    expect(shownItems(list, ALL)).toHaveLength(5 + INITIAL_SEEN_SHOWN);
    expect(unseenCount(list.items, ALL)).toBe(5);
  });

  it('load older reveals 20 loaded ones, then fetches, then stops once bottomed out', () => {
    let list = listOf(0, 55);
    expect(olderStep(list, ALL)).toBe('reveal');
    list = reveal(list);
    expect(shownItems(list, ALL)).toHaveLength(50);
    expect(olderStep(list, ALL)).toBe('reveal');
    list = reveal(list);
    expect(shownItems(list, ALL)).toHaveLength(55);
    expect(olderStep(list, ALL)).toBe('fetch');
    list = applyPage(list, readNotificationPage([]), 'older');
    expect(list.bottomedOut).toBe(true);
    expect(olderStep(list, ALL)).toBe('none');
  });

  it('mark as seen clears the count and goes back to 30 seen', () => {
    const list = markAllSeen(reveal(listOf(3, 80)));
    expect(unseenCount(list.items, ALL)).toBe(0);
    expect(list.seenShown).toBe(INITIAL_SEEN_SHOWN);
    expect(shownItems(list, ALL)).toHaveLength(30);
  });

  it('skips invalid notifications but still moves the id bounds', () => {
    const page = readNotificationPage([
      { id: '0009', type: 'favourite', account: { id: 'a' } }, // like without its status
      { id: '0005', type: 'follow', account: { id: 'a', acct: 'a' } },
      { id: '0003' }, // no account
    ]);
    expect(page.items.map((n) => n.id)).toEqual(['0005']);
    const list = applyPage(EMPTY_LIST, page, 'older');
    expect(list.newestId).toBe('0009');
    expect(list.oldestId).toBe('0003');
    expect(list.bottomedOut).toBe(false);
  });

  it('filters hide types from the list and the count', () => {
    const list = addManyPage(EMPTY_LIST, [note(3, false, 'favourite'), note(2, false, 'mention')]);
    const noLikes = { ...ALL, likes: false };
    expect(shownItems(list, noLikes).map((n) => n.type)).toEqual(['mention']);
    expect(unseenCount(list.items, noLikes)).toBe(1);
  });

  it('approving turns a request into a seen follow', () => {
    const list = addOne(EMPTY_LIST, note(1, false, 'follow_request'));
    const approved = approvedItem(list, '0001');
    expect(approved.items[0]).toMatchObject({ type: 'follow', seen: true });
  });

  it('keeps a local seen over a stale fetched copy', () => {
    const list = markAllSeen(addOne(EMPTY_LIST, note(1, false)));
    const refetched = applyPage(
      list,
      { items: [note(1, false)], newestId: '0001', oldestId: '0001', size: 1 },
      'newer',
    );
    expect(refetched.items[0]?.seen).toBe(true);
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

describe('seenUpTo (the notifications marker, issue 25)', () => {
  it('marks everything up to the marker seen, and nothing newer', () => {
    const list = listOf(4, 0);
    const marked = seenUpTo(list, '0002');
    expect(marked.items.map((n) => [n.id, n.seen])).toEqual([
      ['0004', false],
      ['0003', false],
      ['0002', true],
      ['0001', true],
    ]);
    expect(unseenCount(marked.items, ALL)).toBe(2);
  });
  it('keeps the list as is without a marker or with nothing to change', () => {
    const list = listOf(2, 0);
    expect(seenUpTo(list, null)).toBe(list);
    const marked = seenUpTo(list, '0002');
    expect(seenUpTo(marked, '0001')).toBe(marked);
  });
  it('never undoes a local seen newer than the marker', () => {
    const list = markAllSeen(listOf(3, 0));
    expect(seenUpTo(list, '0001').items.every((n) => n.seen)).toBe(true);
  });
});
