import { describe, expect, it } from 'vitest';
import {
  initialTab,
  nextSearchPage,
  pageOffset,
  SEARCH_PAGE_SIZE,
  searchPagesOffered,
  tabCount,
} from './searchTabs';

describe('initialTab', () => {
  it('opens the first non-empty tab in the order statuses, people, hashtags', () => {
    expect(initialTab({ statuses: 1, people: 1, hashtags: 0 })).toBe('statuses');
    expect(initialTab({ statuses: 0, people: 1, hashtags: 1 })).toBe('people');
    expect(initialTab({ statuses: 0, people: 0, hashtags: 1 })).toBe('hashtags');
    expect(initialTab({ statuses: 0, people: 0, hashtags: 0 })).toBe('statuses');
  });
});

describe('nextSearchPage', () => {
  it('goes on after a full page, by the page size asked for', () => {
    expect(nextSearchPage(0, SEARCH_PAGE_SIZE)).toEqual({ offset: '20' });
    expect(nextSearchPage(20, SEARCH_PAGE_SIZE)).toEqual({ offset: '40' });
  });

  it('stops after a short or empty page', () => {
    expect(nextSearchPage(0, SEARCH_PAGE_SIZE - 1)).toBeNull();
    expect(nextSearchPage(40, 0)).toBeNull();
  });
});

describe('pageOffset', () => {
  it('reads the offset of a page, 0 for the first or a malformed one', () => {
    expect(pageOffset({})).toBe(0);
    expect(pageOffset({ offset: '40' })).toBe(40);
    expect(pageOffset({ offset: 'x' })).toBe(0);
    expect(pageOffset({ offset: '-20' })).toBe(0);
  });
});

describe('searchPagesOffered', () => {
  it('offers later pages to the signed-in, and to visitors of Pleroma-family servers only', () => {
    expect(searchPagesOffered(true, false)).toBe(true);
    expect(searchPagesOffered(false, true)).toBe(true);
    expect(searchPagesOffered(false, false)).toBe(false);
  });
});

describe('tabCount', () => {
  it('shows nothing for an empty tab', () => {
    expect(tabCount(0, false)).toBeNull();
    expect(tabCount(0, true)).toBeNull();
  });

  it('shows what is loaded as a floor while more pages may follow, as the total after', () => {
    expect(tabCount(20, true)).toBe('20+');
    expect(tabCount(40, true)).toBe('40+');
    expect(tabCount(56, false)).toBe('56');
    expect(tabCount(3, false)).toBe('3');
  });
});
