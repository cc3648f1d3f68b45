import { describe, expect, it } from 'vitest';
import { dropStatuses } from './dropStatuses';
import { initialTimelineState } from './timelineState';

describe('dropStatuses', () => {
  it('removes matching shown and queued posts and lowers the new count', () => {
    const state = {
      ...initialTimelineState(),
      ids: ['5', '4', '3'],
      queued: ['7', '6'],
      newCount: 2,
    };
    const next = dropStatuses(state, (id) => id === '4' || id === '7');
    expect(next.ids).toEqual(['5', '3']);
    expect(next.queued).toEqual(['6']);
    expect(next.newCount).toBe(1);
  });
  it('keeps the same state when nothing matches', () => {
    const state = { ...initialTimelineState(), ids: ['1'] };
    expect(dropStatuses(state, () => false)).toBe(state);
  });
});
