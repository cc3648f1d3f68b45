import { describe, expect, it } from 'vitest';
import { keptPath, nextPages, NO_PAGES, type KeptPages } from './keptPage';

describe('the timeline kept under a conversation', () => {
  it('a timeline keeps itself, a conversation keeps the one it was opened from, others none', () => {
    expect(keptPath(null, '/main/friends')).toBe('/main/friends');
    expect(keptPath('/main/friends', '/notice/1')).toBe('/main/friends');
    expect(keptPath('/main/friends', '/about')).toBeNull();
    expect(keptPath(null, '/notice/1')).toBeNull();
  });

  it('follows the route history: the kept page covered, then revealed on back, once', () => {
    const walk = (...paths: string[]): KeptPages[] => {
      const seen: KeptPages[] = [];
      let pages = NO_PAGES;
      for (const path of paths) seen.push((pages = nextPages(pages, path)));
      return seen;
    };
    const [home, conversation, further, back, again] = walk(
      '/main/friends',
      '/notice/1',
      '/notice/2',
      '/main/friends',
      '/main/friends',
    );
    expect(home).toEqual({
      shown: '/main/friends',
      kept: '/main/friends',
      showingKept: true,
      revealing: false,
    });
    expect(conversation).toMatchObject({ kept: '/main/friends', showingKept: false });
    expect(further).toMatchObject({ kept: '/main/friends', showingKept: false });
    expect(back).toMatchObject({ showingKept: true, revealing: true });
    // The same address again (a render for it) is the same pages, not a second reveal's.
    expect(again).toBe(back);
    // Another page drops the kept timeline: coming to it again is a new visit.
    const [, , , dropped] = walk('/main/friends', '/notice/1', '/about', '/main/friends');
    expect(dropped).toMatchObject({ kept: '/main/friends', revealing: false });
  });

  it('is a pure step: the history before is left as it was', () => {
    const before = nextPages(NO_PAGES, '/main/friends');
    const copy = { ...before };
    nextPages(before, '/notice/1');
    expect(before).toEqual(copy);
  });
});
