import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { Feed, type FeedSource } from './feed';
import { heldEntityCount } from './entityHolds';

const id = (n: number) => String(n).padStart(4, '0');
const range = (from: number, to: number) => {
  const out: string[] = [];
  for (let n = from; n >= to; n--) out.push(id(n));
  return out;
};
const key = (item: string) => ['status', item];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A server of 100 statuses; each page stores its entities in the cache, as sources do. */
function serverSource(client: QueryClient) {
  const all = range(100, 1);
  const fetchPage = vi.fn((params: { max_id?: string; since_id?: string; limit?: number }) => {
    const start = params.max_id ? all.indexOf(params.max_id) + 1 : 0;
    const end = params.since_id ? all.indexOf(params.since_id) : start + (params.limit ?? 20);
    const ids = all.slice(start, end);
    for (const item of ids) client.setQueryData(key(item), { id: item });
    return Promise.resolve({ ids, next: { max_id: ids[ids.length - 1] ?? '' } });
  });
  const fetchEntity = vi.fn((item: string) => Promise.resolve({ id: item }));
  const source: FeedSource = {
    fetchPage,
    fetchEntity,
    entityKeys: (item) => [key(item)],
    pageBelow: (above) => (above ? { max_id: above, limit: 40 } : { limit: 40 }),
    olderDelay: () => 0,
    pollIntervalMs: 20_000,
    onNewerError: () => undefined,
    pagesByItemId: true,
  };
  return { source, fetchPage, fetchEntity };
}

/** What each row does: observe its status, fetching it alone when nothing has it. */
function mountRow(
  client: QueryClient,
  item: string,
  fetchEntity: (id: string) => Promise<unknown>,
) {
  const observer = new QueryObserver(client, {
    queryKey: key(item),
    queryFn: () => fetchEntity(item),
    staleTime: Infinity,
  });
  return observer.subscribe(() => undefined);
}

describe('Feed', () => {
  it('re-reads entities dropped from the cache as one page, not one request per status', async () => {
    const client = new QueryClient();
    const { source, fetchPage, fetchEntity } = serverSource(client);
    const feed = new Feed(client, source);
    const unmount = feed.mount();
    await flush();
    expect(feed.getState().ids).toEqual(range(100, 81));
    unmount();

    client.removeQueries({ queryKey: ['status'] });
    fetchPage.mockClear();

    // The view renders again: the feed re-reads before its rows ask, then mounts.
    feed.restoreDropped();
    const rows = feed.getState().ids.map((item) => mountRow(client, item, fetchEntity));
    feed.mount();
    await flush();
    await flush();

    expect(fetchEntity).not.toHaveBeenCalled();
    const rereads = fetchPage.mock.calls.filter(([params]) => params.since_id === undefined);
    expect(rereads).toEqual([[{ limit: 40 }]]);
    for (const item of feed.getState().ids)
      expect(client.getQueryData(key(item))).toEqual({ id: item });
    for (const stop of rows) stop();
  });

  it('keeps the entities of its ids past the cache time, and lets them go when disposed', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient({ defaultOptions: { queries: { gcTime: 1000 } } });
      const { source } = serverSource(client);
      const feed = new Feed(client, source);
      const unmount = feed.mount();
      await vi.advanceTimersByTimeAsync(0);
      unmount();
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(client.getQueryData(key(id(100)))).toEqual({ id: id(100) });
      expect(heldEntityCount(client)).toBe(20);

      feed.dispose();
      expect(heldEntityCount(client)).toBe(0);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(client.getQueryData(key(id(100)))).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops an answer that arrives after a reload', async () => {
    const client = new QueryClient();
    const { source, fetchPage } = serverSource(client);
    let answer: (page: { ids: string[]; next: { max_id: string } }) => void = () => undefined;
    fetchPage.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const feed = new Feed(client, source);
    feed.mount();
    feed.reload();
    await flush();
    answer({ ids: ['stale'], next: { max_id: 'stale' } });
    await flush();
    expect(feed.getState().ids).toEqual(range(100, 81));
  });

  it('opens at the rows already seen, newer posts held behind the button until shown', async () => {
    const client = new QueryClient();
    const { source } = serverSource(client);
    const feed = new Feed(client, source);
    feed.setAutoShowProbe(() => true);
    feed.prefetch();
    feed.openAtSeen([id(97), id(96)]);
    await flush();
    expect(feed.getState()).toMatchObject({ queued: range(100, 98), newCount: 3 });
    expect(feed.getState().ids[0]).toBe(id(97));
    feed.showNew();
    expect(feed.getState().ids.slice(0, 4)).toEqual(range(100, 97));
  });
});
