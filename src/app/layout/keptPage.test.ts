import { describe, expect, it } from 'vitest';
import { KeptPages, keptPath, takeRevealed } from './keptPage';

describe('the timeline kept under a conversation', () => {
  it('a timeline keeps itself, a conversation keeps the one it was opened from, others none', () => {
    expect(keptPath(null, '/main/friends')).toBe('/main/friends');
    expect(keptPath('/main/friends', '/notice/1')).toBe('/main/friends');
    expect(keptPath('/main/friends', '/about')).toBeNull();
    expect(keptPath(null, '/notice/1')).toBeNull();
  });

  it('notes the place on covering and reveals the same page on back, once', () => {
    const pages = new KeptPages();
    let covered = 0;
    const cover = () => covered++;
    expect(pages.visit('/main/friends', cover)).toEqual({
      kept: '/main/friends',
      showingKept: true,
      revealing: false,
    });
    expect(pages.visit('/notice/1', cover).showingKept).toBe(false);
    expect(pages.visit('/notice/2', cover).kept).toBe('/main/friends');
    expect(covered).toBe(1);
    expect(pages.visit('/main/friends', cover).revealing).toBe(true);
    expect(takeRevealed('/main/friends')).toBe(true);
    expect(takeRevealed('/main/friends')).toBe(false);
    // Another page drops the kept timeline: coming to it again is a new visit.
    pages.visit('/about', cover);
    expect(pages.visit('/main/friends', cover).revealing).toBe(false);
  });
});
