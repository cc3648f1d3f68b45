import { describe, expect, it } from 'vitest';
import {
  initialNumberedPages,
  keptElsewhere,
  numberedPagesReducer as reduce,
  pageCountOf,
  withKeptRows,
  type NumberedPagesState,
} from './numberedPagesState';

const ready = (ids: string[], kept: string[] = []): NumberedPagesState<string> => ({
  ...initialNumberedPages('open'),
  ids,
  total: ids.length,
  phase: 'ready',
  kept,
});

describe('numbered pages', () => {
  it('counts pages from the total, one at least', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(12, 10)).toBe(2);
  });

  it('empties the rows and shows a spinner for another page or query, not for the same', () => {
    const shown = ready(['a', 'b'], ['a']);
    const next = reduce(shown, { type: 'show', query: 'open', page: 2 });
    expect(next).toMatchObject({ page: 2, ids: [], kept: [], phase: 'loading' });
    expect(reduce(shown, { type: 'show', query: 'closed', page: 1 })).toMatchObject({
      query: 'closed',
      phase: 'loading',
    });
    // A refresh in place: the state stands until the answer.
    expect(reduce(shown, { type: 'show', query: 'open', page: 1 })).toBe(shown);
  });

  it('replaces the rows and the total on an answer, keeping rows worked on where they were', () => {
    const next = reduce(ready(['a', 'b', 'c'], ['b']), {
      type: 'loaded',
      ids: ['a', 'c'],
      total: 7,
    });
    expect(next.ids).toEqual(['a', 'b', 'c']);
    expect(next.total).toBe(7);
    expect(reduce(next, { type: 'letGo' }).kept).toEqual([]);
  });

  it('keeps the rows shown when a refresh fails, and shows the error when nothing is', () => {
    const failed = reduce(ready(['a']), { type: 'failed', error: 'down' });
    expect(failed).toMatchObject({ phase: 'ready', ids: ['a'], error: 'down' });
    const first = reduce(initialNumberedPages('open'), { type: 'show', query: 'open', page: 1 });
    expect(reduce(first, { type: 'failed', error: 'down' }).phase).toBe('error');
  });

  it('puts kept rows back once, at their place or at the end', () => {
    expect(withKeptRows(['b'], ['a', 'b', 'c'], ['a', 'c'])).toEqual(['a', 'b', 'c']);
    expect(withKeptRows(['a', 'b'], ['a', 'b'], ['a'])).toEqual(['a', 'b']);
    expect(withKeptRows([], ['x', 'y'], ['y'])).toEqual(['y']);
    expect(keptElsewhere(['b'], ['a', 'b', 'c'], ['a', 'b'])).toEqual(['a']);
  });
});
