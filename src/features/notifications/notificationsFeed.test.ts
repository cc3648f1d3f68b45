// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationPage, NotificationQuery } from '../../api';

const fetchNotifications = vi.hoisted(() => vi.fn());
const markNotificationsSeen = vi.hoisted(() => vi.fn(() => Promise.resolve()));
const streamed = vi.hoisted(() => ({ listeners: new Set<(n: unknown) => void>() }));

vi.mock('../../api', async (original) => ({
  ...(await original<typeof import('../../api')>()),
  fetchNotifications,
  markNotificationsSeen,
}));
vi.mock('../timeline', () => ({
  onStreamNotification: (listener: (n: unknown) => void) => {
    streamed.listeners.add(listener);
    return () => streamed.listeners.delete(listener);
  },
  subscribeStream: () => () => undefined,
  loadPositionStore: () => Promise.resolve({ notePosition: () => undefined }),
}));
vi.mock('../../core/instance/knownServerFeatures', () => ({
  knownServerFeatures: () => Promise.resolve({ notificationsReadMethod: 'pleroma' }),
}));

const { normaliseNotification, readNotificationPage } = await import('../../api');
const { announceAccountChange } = await import('../../core/session/accountChange');
const { usePreferencesStore, DEFAULT_PREFERENCES } =
  await import('../../core/preferences/preferences');
const { useNotificationBadge } = await import('./badgeStore');
const { notificationsFeed, loadOlder, markSeen, resetNotifications } =
  await import('./notificationActions');

const id = (n: number) => String(n).padStart(4, '0');
const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function wire(n: number, type = 'mention', seen = false) {
  return {
    id: id(n),
    type,
    account: { id: 'a1', acct: 'amara' },
    status: { id: `s${n}`, account: { id: 'a1', acct: 'amara' }, content: 'hi' },
    pleroma: { is_seen: seen },
  };
}

/** A server holding notifications `count` down to 1, paging with a Link header. */
function serve(count: number, seen = false) {
  const all = Array.from({ length: count }, (_, i) => wire(count - i, 'mention', seen));
  fetchNotifications.mockImplementation(
    (_client: unknown, query: NotificationQuery): Promise<NotificationPage> => {
      const below = query.max_id ? all.filter((w) => w.id < (query.max_id ?? '')) : all;
      const above = query.since_id ? below.filter((w) => w.id > (query.since_id ?? '')) : below;
      const page = above.slice(0, 20);
      const last = page[page.length - 1];
      return Promise.resolve(readNotificationPage(page, last ? { max_id: last.id } : null));
    },
  );
  return all;
}

const shownIds = (client: QueryClient) =>
  notificationsFeed(client)
    .getView()
    .items.map((n) => n.id);

afterEach(() => {
  resetNotifications();
  fetchNotifications.mockReset();
  usePreferencesStore.setState((s) => ({
    values: { ...s.values, notificationVisibility: DEFAULT_PREFERENCES.notificationVisibility },
  }));
});

describe('the notifications feed', () => {
  it('shows a streamed one at once; a filtered type is held but neither shown nor counted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    try {
      serve(3);
      const client = new QueryClient();
      const feed = notificationsFeed(client);
      feed.mount();
      await vi.advanceTimersByTimeAsync(0);
      expect(useNotificationBadge.getState().unseen).toBe(3);
      usePreferencesStore.setState((s) => ({
        values: {
          ...s.values,
          notificationVisibility: { ...DEFAULT_PREFERENCES.notificationVisibility, likes: false },
        },
      }));
      const fresh: Notification[] = [];
      feed.onFresh((list) => fresh.push(...list));
      for (const listener of streamed.listeners) {
        listener(normaliseNotification(wire(5, 'favourite')));
        listener(normaliseNotification(wire(4, 'mention')));
      }
      await vi.advanceTimersByTimeAsync(100);
      const { state } = feed.getView();
      // No "new notifications" queue: both are in the list, newest first.
      expect(state.queued).toEqual([]);
      expect(state.ids.slice(0, 2)).toEqual([id(5), id(4)]);
      expect(fresh.map((n) => n.id)).toEqual([id(5), id(4)]);
      // The like is filtered: the count has the mention only.
      expect(useNotificationBadge.getState().unseen).toBe(4);
      usePreferencesStore.setState((s) => ({
        values: { ...s.values, notificationVisibility: DEFAULT_PREFERENCES.notificationVisibility },
      }));
      expect(useNotificationBadge.getState().unseen).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a page asked for by the previous account', async () => {
    let answer: (page: NotificationPage) => void = () => undefined;
    fetchNotifications.mockImplementation(
      () => new Promise<NotificationPage>((resolve) => (answer = resolve)),
    );
    const client = new QueryClient();
    const before = notificationsFeed(client);
    before.mount();
    await flush();
    announceAccountChange();
    answer(readNotificationPage([wire(9)]));
    await flush();
    expect(before.getView().items).toEqual([]);
    expect(useNotificationBadge.getState().unseen).toBe(0);
    const after = notificationsFeed(client);
    expect(after).not.toBe(before);
    expect(after.getView().state.phase).toBe('loading');
  });

  it('load older reveals loaded ones, then fetches the Link page and shows it at once', async () => {
    serve(70, true);
    const client = new QueryClient();
    const feed = notificationsFeed(client);
    feed.mount();
    await flush();
    expect(shownIds(client)).toHaveLength(20);
    loadOlder();
    await flush();
    expect(fetchNotifications).toHaveBeenLastCalledWith(expect.anything(), { max_id: id(51) });
    expect(feed.getView().seenShown).toBe(50);
    expect(feed.getView().items).toHaveLength(40);
    loadOlder();
    await flush();
    loadOlder();
    await flush();
    loadOlder();
    await flush();
    expect(feed.getView().items).toHaveLength(70);
    expect(feed.getView().state.bottomedOut).toBe(true);
  });

  it('mark as seen keeps a local seen over a stale copy and trims the list to 50', async () => {
    serve(70);
    const client = new QueryClient();
    const feed = notificationsFeed(client);
    feed.mount();
    await flush();
    for (let i = 0; i < 3; i++) {
      loadOlder();
      await flush();
    }
    expect(feed.getView().items).toHaveLength(70);
    await markSeen();
    const view = feed.getView();
    expect(view.items).toHaveLength(50);
    expect(view.seenShown).toBe(30);
    expect(view.state.older).toEqual({ max_id: id(21) });
    expect(useNotificationBadge.getState().unseen).toBe(0);
    // A copy fetched before the read call landed does not undo it.
    for (const listener of streamed.listeners) listener(normaliseNotification(wire(70)));
    expect(client.getQueryData<Notification>(['notification', id(70)])?.seen).toBe(true);
  });

  it('a poll bringing a full page over the list shows it, holding nothing back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    try {
      const all = serve(20);
      const client = new QueryClient();
      const feed = notificationsFeed(client);
      feed.mount();
      await vi.advanceTimersByTimeAsync(0);
      all.unshift(...Array.from({ length: 25 }, (_, i) => wire(45 - i)));
      // Document 2 §9: the 20 s poll.
      await vi.advanceTimersByTimeAsync(20_000);
      const { state } = feed.getView();
      expect(fetchNotifications).toHaveBeenLastCalledWith(expect.anything(), { since_id: id(20) });
      expect(state.flushMarker).toBe(false);
      expect(state.queued).toEqual([]);
      expect(state.ids.slice(0, 2)).toEqual([id(45), id(44)]);
      expect(state.ids).toHaveLength(40);
    } finally {
      vi.useRealTimers();
    }
  });
});
