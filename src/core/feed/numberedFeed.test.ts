import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { heldEntityCount } from './entityHolds';
import { NumberedFeed, type NumberedPage } from './numberedFeed';

interface Item {
  id: string;
  state: string;
}

/** A source whose answers the test releases one by one, in any order. */
function deferredSource(client: QueryClient) {
  const pending: { query: string; page: number; answer: (items: Item[], total: number) => void }[] =
    [];
  const fetchPage = vi.fn(
    (query: string, page: number) =>
      new Promise<NumberedPage>((resolve) => {
        pending.push({
          query,
          page,
          answer: (items, total) => {
            for (const item of items) client.setQueryData(['item', item.id], item);
            resolve({ ids: items.map((i) => i.id), total });
          },
        });
      }),
  );
  const source = { fetchPage, entityKey: (id: string) => ['item', id], pageSize: 2 };
  return { source, fetchPage, pending };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a numbered-page feed', () => {
  it('shows a page with its total, and drops a page asked for by a previous query', async () => {
    const client = new QueryClient();
    const { source, pending } = deferredSource(client);
    const feed = new NumberedFeed(client, source, 'open');
    void feed.show('open', 2);
    void feed.show('closed', 1);
    expect(feed.getState()).toMatchObject({ query: 'closed', page: 1, phase: 'loading' });
    pending[1]?.answer([{ id: 'c1', state: 'closed' }], 1);
    await flush();
    pending[0]?.answer([{ id: 'o3', state: 'open' }], 3);
    await flush();
    expect(feed.getState()).toMatchObject({ ids: ['c1'], total: 1, phase: 'ready' });
    expect(feed.pageCount).toBe(1);
  });

  it('drops a page asked for before it was let go (an account change)', async () => {
    const client = new QueryClient();
    const { source, pending } = deferredSource(client);
    const feed = new NumberedFeed(client, source, 'open');
    void feed.show('open', 1);
    feed.dispose();
    pending[0]?.answer([{ id: 'a', state: 'open' }], 1);
    await flush();
    expect(feed.getState().ids).toEqual([]);
    expect(heldEntityCount(client)).toBe(0);
  });

  it('refreshes in place: the same rows, new entities and total, no spinner between', async () => {
    const client = new QueryClient();
    const { source, pending, fetchPage } = deferredSource(client);
    const feed = new NumberedFeed(client, source, 'open');
    void feed.show('open', 2);
    pending[0]?.answer(
      [
        { id: 'c', state: 'open' },
        { id: 'd', state: 'open' },
      ],
      4,
    );
    await flush();
    const phases: string[] = [];
    feed.subscribe(() => phases.push(feed.getState().phase));

    void feed.refresh();
    expect(fetchPage).toHaveBeenLastCalledWith('open', 2);
    expect(feed.getState()).toMatchObject({ ids: ['c', 'd'], phase: 'ready' });
    pending[1]?.answer(
      [
        { id: 'c', state: 'closed' },
        { id: 'd', state: 'open' },
      ],
      5,
    );
    await flush();
    expect(feed.getState()).toMatchObject({ page: 2, ids: ['c', 'd'], total: 5 });
    expect(client.getQueryData(['item', 'c'])).toEqual({ id: 'c', state: 'closed' });
    expect(phases).toEqual(['ready']);
  });

  it('lets only the latest of two refreshes land', async () => {
    const client = new QueryClient();
    const { source, pending } = deferredSource(client);
    const feed = new NumberedFeed(client, source, 'open');
    void feed.show('open', 1);
    pending[0]?.answer([{ id: 'a', state: 'open' }], 1);
    await flush();
    void feed.refresh();
    void feed.refresh();
    pending[2]?.answer([{ id: 'b', state: 'open' }], 1);
    await flush();
    pending[1]?.answer([{ id: 'a', state: 'open' }], 1);
    await flush();
    expect(feed.getState().ids).toEqual(['b']);
  });

  it('keeps a row worked on through a refresh, reads its copy elsewhere, lets it go after', async () => {
    const client = new QueryClient();
    const { source, pending } = deferredSource(client);
    const refreshKept = vi.fn((ids: string[]) => {
      for (const id of ids) client.setQueryData(['item', id], { id, state: 'closed' });
      return Promise.resolve();
    });
    const feed = new NumberedFeed(client, { ...source, refreshKept }, 'open');
    void feed.show('open', 1);
    pending[0]?.answer(
      [
        { id: 'a', state: 'open' },
        { id: 'b', state: 'open' },
      ],
      2,
    );
    await flush();
    feed.keep('a');
    void feed.refresh();
    pending[1]?.answer([{ id: 'b', state: 'open' }], 1);
    await flush();
    expect(refreshKept).toHaveBeenCalledWith(['a']);
    expect(feed.getState().ids).toEqual(['a', 'b']);
    expect(client.getQueryData(['item', 'a'])).toEqual({ id: 'a', state: 'closed' });

    feed.letGo();
    pending[2]?.answer([{ id: 'b', state: 'open' }], 1);
    await flush();
    expect(feed.getState().ids).toEqual(['b']);
    // Only the listed row's entity is still held.
    expect(heldEntityCount(client)).toBe(1);
  });

  it('keeps the rows when a refresh fails, and moves back when the page emptied', async () => {
    const client = new QueryClient();
    const { source, pending } = deferredSource(client);
    const feed = new NumberedFeed(client, source, 'open');
    void feed.show('open', 2);
    pending[0]?.answer([{ id: 'c', state: 'open' }], 3);
    await flush();
    source.fetchPage.mockImplementationOnce(() => Promise.reject(new Error('down')));
    await feed.refresh();
    expect(feed.getState()).toMatchObject({ ids: ['c'], phase: 'ready' });
    expect(feed.getState().error).toBeInstanceOf(Error);

    void feed.refresh();
    pending[1]?.answer([], 2);
    await flush();
    expect(feed.getState()).toMatchObject({ page: 1, phase: 'loading' });
    pending[2]?.answer(
      [
        { id: 'a', state: 'open' },
        { id: 'b', state: 'open' },
      ],
      2,
    );
    await flush();
    expect(feed.getState()).toMatchObject({ page: 1, ids: ['a', 'b'], total: 2 });
  });
});
