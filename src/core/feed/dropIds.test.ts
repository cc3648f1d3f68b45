import { describe, expect, it } from 'vitest';
import { dropIds } from './dropIds';
import { initialFeedState } from './feedState';

describe('dropIds', () => {
  it('removes matching shown and queued posts and lowers the new count', () => {
    const state = {
      ...initialFeedState(),
      ids: ['5', '4', '3'],
      queued: ['7', '6'],
      newCount: 2,
    };
    const next = dropIds(state, (id) => id === '4' || id === '7');
    expect(next.ids).toEqual(['5', '3']);
    expect(next.queued).toEqual(['6']);
    expect(next.newCount).toBe(1);
  });
  it('keeps the same state when nothing matches', () => {
    const state = { ...initialFeedState(), ids: ['1'] };
    expect(dropIds(state, () => false)).toBe(state);
  });
});
