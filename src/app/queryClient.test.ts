import { notifyManager, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './queryClient';

describe('createQueryClient', () => {
  it('tells observers of a cache change before the next task, so a click paints its result in its own frame', async () => {
    const client = createQueryClient();
    const observer = new QueryObserver<number>(client, {
      queryKey: ['status', '1'],
      enabled: false,
    });
    const seen: (number | undefined)[] = [];
    // useQuery subscribes its component this way: the call goes through the notify scheduler.
    const stop = observer.subscribe(notifyManager.batchCalls((result) => seen.push(result.data)));
    client.setQueryData(['status', '1'], 7);
    // Only microtasks run here: a setTimeout(0) notification (the library's default) has not.
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toContain(7);
    stop();
  });
});
