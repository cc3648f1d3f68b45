import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './afterFirstScreen';

afterEach(() => {
  performance.clearMarks();
  vi.useRealTimers();
});

const until = (done: () => boolean) =>
  vi.waitFor(() => {
    if (!done()) throw new Error('not yet');
  });

describe('afterFirstScreen', () => {
  it('runs once the first status is marked, not before, and once only', async () => {
    const run = vi.fn();
    afterFirstScreen(run, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(run).not.toHaveBeenCalled();
    performance.mark('petrel:first-status');
    await until(() => run.mock.calls.length > 0);
    performance.mark('petrel:first-status');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once for a mark already made, and after the fallback on a page without one', async () => {
    performance.mark('petrel:first-status');
    const marked = vi.fn();
    afterFirstScreen(marked, 60_000);
    await until(() => marked.mock.calls.length > 0);
    performance.clearMarks();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const unmarked = vi.fn();
    afterFirstScreen(unmarked, 2000);
    vi.advanceTimersByTime(1999);
    expect(unmarked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(unmarked).toHaveBeenCalledTimes(1);
  });
});
