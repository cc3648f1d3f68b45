import { describe, expect, it } from 'vitest';
import { initialFeedState } from './feedState';
import { openBelow } from './openBelow';

const next = { max_id: 'a' };

describe('openBelow', () => {
  it('holds the posts above the first seen row behind the button', () => {
    const page = openBelow({ ids: ['e', 'd', 'c', 'b', 'a'], next }, ['c', 'b']);
    expect(page.ids).toEqual(['c', 'b', 'a']);
    expect(page.next).toBe(next);
    expect(page.holdQueue).toBe(true);
    const state = page.after?.({ ...initialFeedState(), phase: 'ready', ids: page.ids });
    expect(state).toMatchObject({ queued: ['e', 'd'], newCount: 2, newestId: 'e' });
  });

  it('opens at the next seen row when the first was deleted', () => {
    expect(openBelow({ ids: ['e', 'b', 'a'], next }, ['c', 'b']).ids).toEqual(['b', 'a']);
  });

  it('leaves a page that begins with them, holds none of them, or opens elsewhere', () => {
    const same = { ids: ['c', 'b'], next };
    expect(openBelow(same, ['c', 'b'])).toBe(same);
    const none = { ids: ['z', 'y'], next };
    expect(openBelow(none, ['c', 'b'])).toBe(none);
    const resumed = { ids: ['e', 'c'], next, after: (s: ReturnType<typeof initialFeedState>) => s };
    expect(openBelow(resumed, ['c'])).toBe(resumed);
    const nothingSeen = { ids: ['e', 'c'], next };
    expect(openBelow(nothingSeen, [])).toBe(nothingSeen);
  });
});
