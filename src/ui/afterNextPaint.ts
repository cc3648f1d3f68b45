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

/** How long work queued by `whenIdleAfterPaint` may wait for an idle moment. */
export const IDLE_WAIT_MS = 150;

/**
 * Resolves once the frame being prepared now has been painted and the main thread is next
 * idle (or `IDLE_WAIT_MS` later on a thread that never is). For work the painted frame does
 * not need: queued straight after the paint, it ran ahead of the next frames (issue 28).
 */
export async function whenIdleAfterPaint(): Promise<void> {
  await afterPaint();
  await new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 0);
  });
}
