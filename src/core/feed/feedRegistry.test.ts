import { describe, expect, it } from 'vitest';
import { FeedRegistry } from './feedRegistry';

function fakeFeed() {
  return {
    shown: false,
    disposed: false,
    dispose() {
      this.disposed = true;
    },
  };
}

describe('FeedRegistry', () => {
  it('keeps the same feed under one key and makes it the most recent', () => {
    const registry = new FeedRegistry<ReturnType<typeof fakeFeed>>(2);
    const a = registry.get('a', fakeFeed);
    registry.get('b', fakeFeed);
    expect(registry.get('a', fakeFeed)).toBe(a);
    registry.get('c', fakeFeed);
    // 'b' was the least recently used.
    expect(registry.values()).toHaveLength(2);
    expect(registry.values()).toContain(a);
  });

  it('evicts the least recently used feeds beyond the limit and disposes them', () => {
    const registry = new FeedRegistry<ReturnType<typeof fakeFeed>>(3);
    const made = Array.from({ length: 10 }, (_, n) => registry.get(String(n), fakeFeed));
    expect(registry.size).toBe(3);
    expect(made.filter((feed) => feed.disposed)).toHaveLength(7);
    expect(made.slice(7).every((feed) => !feed.disposed)).toBe(true);
  });

  it('never evicts a feed on screen', () => {
    const registry = new FeedRegistry<ReturnType<typeof fakeFeed>>(1);
    const shown = registry.get('shown', fakeFeed);
    shown.shown = true;
    registry.get('other', fakeFeed);
    registry.get('third', fakeFeed);
    expect(shown.disposed).toBe(false);
    expect(registry.values()).toContain(shown);
  });
});
