/**
 * Runs `callback` once the frame being prepared now has been painted: the first animation
 * frame comes before that paint, the second after it. Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(callback);
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * Resolves once the frame being prepared now has been painted: a task queued from the next
 * animation frame runs after its paint. Without frames (a hidden tab, no DOM) it resolves
 * after a short timeout instead, so nothing waits for a frame that never comes.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * Resolves in a task of its own, queued now: after the ones already waiting, such as those the
 * frame just painted queued from its animation-frame callbacks.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
