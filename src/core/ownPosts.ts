import type { Status } from '../api';

/**
 * The user published a post (not an edit). Lists that show posts subscribe, so the composer
 * needs to import none of them (issue 26: the composer sits inside statuses, which sit inside
 * timelines).
 */
type OwnPostListener = (status: Status) => void;

const listeners = new Set<OwnPostListener>();

/** Returns a function that ends the subscription. */
export function onOwnPost(listener: OwnPostListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceOwnPost(status: Status): void {
  for (const listener of listeners) listener(status);
}
