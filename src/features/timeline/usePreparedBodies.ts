import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Status } from '../../api';
import { statusKey } from '../../core/statusCache';
import { prepareBody } from '../status';
import { BodyQueue } from './bodyQueue';

type Idle = (callback: (deadline: { timeRemaining(): number }) => void) => number;

/**
 * Converts the bodies of the list's statuses while the main thread is idle, before their rows
 * mount (issue 28): the rows of a page of older posts join the window a few a frame, and each
 * first mount sanitised and converted its body inside that frame's task. One body at a time,
 * while the idle period lasts; rows that mount first simply convert their own.
 */
export function usePreparedBodies(ids: readonly string[]): void {
  const queryClient = useQueryClient();
  const [queue] = useState(() => new BodyQueue());
  useEffect(() => {
    queue.offer(ids);
    if (queue.size === 0) return;
    const idle: Idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback
        : (callback) => window.setTimeout(() => callback({ timeRemaining: () => 10 }), 50);
    const cancel: (handle: number) => void =
      typeof cancelIdleCallback === 'function' ? cancelIdleCallback : window.clearTimeout;
    let handle = idle(function work(deadline) {
      while (deadline.timeRemaining() > 0) {
        const id = queue.next();
        if (id === undefined) return;
        const status = queryClient.getQueryData<Status>(statusKey(id));
        if (status) prepareBody(status);
      }
      handle = idle(work);
    });
    return () => cancel(handle);
  }, [ids, queryClient, queue]);
}
