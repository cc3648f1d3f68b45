import { useState } from 'react';
import type { Status } from '../../api/entities';

interface Early {
  /** The copy the changes were made on: a newer copy from the cache replaces them. */
  base: Status;
  changes: Partial<Status>;
}

/**
 * A control's own copy of what its click changes, shown at once (issue 28). The cache, and every
 * part reading it, changes only after the frame that shows the pressed state (`runOptimistic`),
 * so the click re-renders this control alone. The changes last until the status the control is
 * given is a different object: the cache's own change, a rollback, an outbox overlay, an answer.
 */
export function useEarlyPatch(status: Status): [Status, (changes: Partial<Status>) => void] {
  const [early, setEarly] = useState<Early | null>(null);
  const live = early !== null && early.base === status;
  // Dropped for good once a newer copy came: the first copy can come back (an outbox overlay
  // cancelled, a rollback to the same object) and must not bring the click's change with it.
  if (early !== null && !live) setEarly(null);
  const shown = live ? { ...status, ...early.changes } : status;
  const paint = (changes: Partial<Status>) =>
    setEarly({ base: status, changes: live ? { ...early.changes, ...changes } : changes });
  return [shown, paint];
}
