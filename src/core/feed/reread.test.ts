import { describe, expect, it, vi } from 'vitest';
import { rereadDropped } from './reread';

const id = (n: number) => String(n).padStart(4, '0');
const range = (from: number, to: number) => {
  const out: string[] = [];
  for (let n = from; n >= to; n--) out.push(id(n));
  return out;
};

/** A server holding ids 1..200: a page of 40 below `max_id`. */
function server() {
  const all = range(200, 1);
  return vi.fn((params: { max_id?: string }) => {
    const start = params.max_id ? all.indexOf(params.max_id) + 1 : 0;
    return Promise.resolve({ ids: all.slice(start, start + 40), next: null });
  });
}

const below = (above: string | null) => (above ? { max_id: above, limit: 40 } : { limit: 40 });

describe('rereadDropped', () => {
  it('reads a screenful of dropped entities as one page from the top', async () => {
    const fetchPage = server();
    const ids = range(200, 181);
    await rereadDropped(ids, new Set(ids), { fetchPage, pageBelow: below });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith({ limit: 40 });
  });

  it('starts just above the first missing id and goes on a page at a time', async () => {
    const fetchPage = server();
    const ids = range(200, 101);
    const missing = new Set(range(150, 101));
    await rereadDropped(ids, missing, { fetchPage, pageBelow: below });
    expect(fetchPage.mock.calls.map(([params]) => params)).toEqual([
      { max_id: id(151), limit: 40 },
      { max_id: id(111), limit: 40 },
    ]);
  });

  it('pages down past newer items when the top page does not reach the list', async () => {
    const fetchPage = server();
    const ids = range(150, 131);
    await rereadDropped(ids, new Set(ids), { fetchPage, pageBelow: below });
    expect(fetchPage.mock.calls.map(([params]) => params)).toEqual([
      { limit: 40 },
      { max_id: id(161), limit: 40 },
    ]);
  });

  it('gives up on ids a page passed without returning, and on lists not paged by id', async () => {
    const fetchPage = vi.fn(() => Promise.resolve({ ids: [id(10), id(8)], next: null }));
    await rereadDropped([id(10), id(9), id(8)], new Set([id(9)]), {
      fetchPage,
      pageBelow: below,
    });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    const never = vi.fn();
    await rereadDropped([id(3)], new Set([id(3)]), { fetchPage: never, pageBelow: () => null });
    expect(never).not.toHaveBeenCalled();
  });
});
