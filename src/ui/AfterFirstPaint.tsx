import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from './afterNextPaint';

// Once the page's first frame is on screen, everything renders at once.
let firstPaintDone = false;

/**
 * Secondary parts of the page (sidebar panels) stay out of the cold load's first commit and
 * follow a frame after it was painted, in a transition: the first status is painted sooner
 * (issue 7), and later mounts render their children at once.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(firstPaintDone);
  useEffect(() => {
    if (ready) return;
    return afterNextPaint(() => {
      firstPaintDone = true;
      startTransition(() => setReady(true));
    });
  }, [ready]);
  return ready ? children : null;
}
