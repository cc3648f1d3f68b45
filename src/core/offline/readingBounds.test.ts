import { describe, expect, it } from 'vitest';
import { HOME_KEPT, keepRecent, mergeNewest, NOTIFICATIONS_KEPT } from './readingBounds';

const items = (...ids: number[]) => ids.map((id) => ({ id: String(id) }));
const ids = (list: { id: string }[]) => list.map((item) => Number(item.id));
const range = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => from - i);

describe('mergeNewest', () => {
  it('keeps the newest, dropping the oldest first', () => {
    const current = items(...range(450, 1));
    expect(ids(mergeNewest(current, [], HOME_KEPT))).toEqual(range(450, 51));
    const notes = items(...range(300, 1));
    expect(mergeNewest(notes, [], NOTIFICATIONS_KEPT)).toHaveLength(200);
  });

  it('keeps what was saved below the page on screen, newest first', () => {
    expect(ids(mergeNewest(items(30, 29, 28), items(12, 11, 10), 400))).toEqual([
      30, 29, 28, 12, 11, 10,
    ]);
  });

  it('drops a saved item inside the range on screen but no longer on it (deleted)', () => {
    expect(ids(mergeNewest(items(30, 28, 26), items(29, 27, 20), 400))).toEqual([30, 28, 26, 20]);
  });

  it('takes the fresh copy of an item kept before', () => {
    const merged = mergeNewest(
      [{ id: '5', text: 'new' }],
      [
        { id: '5', text: 'old' },
        { id: '4', text: 'old' },
      ],
      400,
    );
    expect(merged).toEqual([
      { id: '5', text: 'new' },
      { id: '4', text: 'old' },
    ]);
  });

  it('orders ids as numbers, not text', () => {
    expect(ids(mergeNewest(items(100, 99), items(9, 10), 3))).toEqual([100, 99, 10]);
  });

  it('an empty screen keeps what was kept', () => {
    expect(ids(mergeNewest([], items(3, 2, 1), 2))).toEqual([3, 2]);
  });
});

describe('keepRecent', () => {
  const key = (entry: string) => entry;
  it('puts the opened one first and keeps a fixed number', () => {
    expect(keepRecent(['b', 'c', 'd'], 'a', 3, key)).toEqual(['a', 'b', 'c']);
  });
  it('moves a reopened one to the front instead of keeping it twice', () => {
    expect(keepRecent(['b', 'c', 'a'], 'a', 3, key)).toEqual(['a', 'b', 'c']);
  });
});
