import { useEffect, useState } from 'react';
import { useStopAnimations } from './motionPolicy';

/** Files that may move; other extensions (jpg, svg) are never fetched to check. */
const MAYBE_ANIMATED = /\.(gif|webp|a?png)$|\/[^./]+$/i;
// Shown while the check runs, so an animation never plays before it is known to be one.
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEAAAAALAAAAAABAAEAAAI=';

function mayBeAnimated(src: string): boolean {
  try {
    return MAYBE_ANIMATED.test(new URL(src, window.location.href).pathname);
  } catch {
    return false;
  }
}

/**
 * The image source to show: with animations stopped, a still first frame of an animated
 * GIF, WEBP or APNG, and the moving original while the pointer is over it (document 2 §4).
 */
export function useStillSrc(src: string) {
  const stop = useStopAnimations();
  const checking = stop && src !== '' && mayBeAnimated(src);
  const [still, setStill] = useState<{ src: string; frame: string | null } | null>(null);
  const [hover, setHover] = useState(false);
  useEffect(() => {
    if (!checking) return;
    let live = true;
    import('./stillFrame')
      .then((m) => m.stillFrame(src))
      .catch(() => null)
      .then((frame) => {
        if (live) setStill({ src, frame });
      });
    return () => {
      live = false;
    };
  }, [checking, src]);
  if (!checking) return { src, handlers: {} };
  const known = still?.src === src ? still : null;
  return {
    src: hover || (known && known.frame === null) ? src : (known?.frame ?? BLANK),
    handlers: { onMouseEnter: () => setHover(true), onMouseLeave: () => setHover(false) },
  };
}
