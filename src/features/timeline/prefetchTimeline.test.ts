import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const fetchTimeline = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (original) => ({
  ...(await original<typeof import('../../api')>()),
  fetchTimeline,
}));

const { landingTimeline, prefetchLandingTimeline } = await import('./prefetchTimeline');
const { timelineController } = await import('./timelineController');

function page(ids: string[]) {
  return {
    items: ids.map((id) => ({ id, user: { id: 'u1' } })),
    next: null,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => fetchTimeline.mockReset());

describe('landingTimeline', () => {
  it('maps the landing paths to their timelines', () => {
    expect(landingTimeline('/main/all', false)).toBe('publicAndExternal');
    expect(landingTimeline('/main/public/', false)).toBe('public');
    expect(landingTimeline('/main/friends', true)).toBe('friends');
  });

  it('skips the home timeline without a token and every other path', () => {
    expect(landingTimeline('/main/friends', false)).toBeNull();
    expect(landingTimeline('/', false)).toBeNull();
    expect(landingTimeline('/notice/1', true)).toBeNull();
  });
});

describe('prefetchLandingTimeline', () => {
  it('fetches the first page once; mounting uses it without a catch-up call', async () => {
    fetchTimeline.mockResolvedValue(page(['3', '2']));
    const client = new QueryClient();
    prefetchLandingTimeline(client, '/main/public', false);
    const controller = timelineController(client, 'public');
    await flush();
    expect(controller.getState().ids).toEqual(['3', '2']);
    const unmount = controller.mount();
    await flush();
    expect(fetchTimeline).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('mounting during the prefetch waits for it instead of fetching again', async () => {
    let resolve: (value: unknown) => void = () => {};
    fetchTimeline.mockReturnValue(new Promise((r) => (resolve = r)));
    const client = new QueryClient();
    prefetchLandingTimeline(client, '/main/all', false);
    const controller = timelineController(client, 'publicAndExternal');
    const unmount = controller.mount();
    resolve(page(['9']));
    await flush();
    expect(fetchTimeline).toHaveBeenCalledTimes(1);
    expect(controller.getState().ids).toEqual(['9']);
    unmount();
  });

  it('a failed prefetch shows its error on mount rather than fetching again', async () => {
    fetchTimeline.mockRejectedValue(new Error('boom'));
    const client = new QueryClient();
    // A fresh controller: another path than the tests above.
    prefetchLandingTimeline(client, '/main/friends', true);
    await flush();
    const controller = timelineController(client, 'friends');
    const unmount = controller.mount();
    await flush();
    expect(controller.getState().phase).toBe('error');
    expect(fetchTimeline).toHaveBeenCalledTimes(1);
    unmount();
  });
});
