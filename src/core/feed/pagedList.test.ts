import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { Feed } from './feed';
import { pagedListSource } from './pagedList';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function people(client: QueryClient) {
  const fetchPage = vi.fn((params: { max_id?: string }) =>
    Promise.resolve(
      params.max_id
        ? { items: [{ id: 'c' }], next: null }
        : { items: [{ id: 'a' }, { id: 'b' }], next: { max_id: 'f2' } },
    ),
  );
  const source = pagedListSource({
    fetchPage,
    store: (person: { id: string }) => {
      client.setQueryData(['account', person.id], person);
      return person.id;
    },
    entityKey: (id) => ['account', id],
    fetchEntity: (id) => Promise.resolve({ id }),
  });
  return { source, fetchPage };
}

describe('a paged list on the feed', () => {
  it('pages older by the Link header, bottoms out, and is not live', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      const { source, fetchPage } = people(client);
      const feed = new Feed(client, source);
      const unmount = feed.mount();
      await vi.advanceTimersByTimeAsync(0);
      expect(feed.getState().ids).toEqual(['a', 'b']);
      feed.loadOlder();
      await vi.advanceTimersByTimeAsync(0);
      expect(feed.getState().ids).toEqual(['a', 'b', 'c']);
      expect(feed.getState().bottomedOut).toBe(true);
      expect(fetchPage.mock.calls.map(([params]) => params)).toEqual([{}, { max_id: 'f2' }]);
      // No polling however long it stays on screen.
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(fetchPage).toHaveBeenCalledTimes(2);
      unmount();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads its first page again on return, keeping the held one on screen meanwhile', async () => {
    const client = new QueryClient();
    const { source, fetchPage } = people(client);
    const feed = new Feed(client, source);
    feed.mount()();
    await flush();
    fetchPage.mockClear();
    feed.mount();
    expect(feed.getState().ids).toEqual(['a', 'b']);
    await flush();
    expect(fetchPage).toHaveBeenCalledWith({});
  });
});
