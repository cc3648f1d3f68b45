import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

const fetchTimeline = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (original) => ({
  ...(await original<typeof import('../../api')>()),
  fetchTimeline,
}));

const { timelineController, heldTimelineCount } = await import('./timelineController');
const { FEEDS_KEPT, heldEntityCount } = await import('../../core/feed');

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('timeline feeds', () => {
  it('visiting 200 different tag timelines keeps at most 20 feeds and their entities', async () => {
    let next = 0;
    fetchTimeline.mockImplementation(() => {
      const items = Array.from({ length: 20 }, () => {
        next += 1;
        return { id: String(1_000_000 - next), user: { id: 'u1' } };
      });
      return Promise.resolve({ items, next: null, prev: null });
    });
    const client = new QueryClient();
    const first = timelineController(client, 'tag', { tag: 'tag0' });
    for (let n = 0; n < 200; n++) {
      const unmount = timelineController(client, 'tag', { tag: `tag${n}` }).mount();
      await flush();
      unmount();
    }
    expect(FEEDS_KEPT).toBe(20);
    expect(heldTimelineCount()).toBeLessThanOrEqual(20);
    expect(heldEntityCount(client)).toBeLessThanOrEqual(20 * 20);
    // The first one was let go: visiting it again starts a fresh feed.
    expect(timelineController(client, 'tag', { tag: 'tag0' })).not.toBe(first);
  });
});
