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

/** The wait every caller before the next frame shares (see `afterPaint`). */
let waiting: Promise<void> | null = null;

/**
 * Resolves once the frame being prepared now has been painted: a task queued from the next
 * animation frame runs after its paint. Without frames (a hidden tab, no DOM) it resolves
 * after a short timeout instead, so nothing waits for a frame that never comes. Callers before
 * that frame share one animation-frame callback: a favourite's cache write and its animation
 * both wait, and each callback runs inside the pressed frame, before its paint (issue 28).
 */
export function afterPaint(): Promise<void> {
  if (waiting) return waiting;
  const wait = new Promise<void>((resolve) => {
    // A caller after the frame's callbacks ran waits for a frame still to come: what it
    // changed was not in the frame that resolves this wait.
    const stopSharing = () => {
      if (waiting === wait) waiting = null;
    };
    const fallback = setTimeout(() => {
      stopSharing();
      resolve();
    }, 100);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => {
      stopSharing();
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
  waiting = wait;
  return wait;
}

/**
 * Resolves in a task of its own, queued now: after the ones already waiting, such as those the
 * frame just painted queued from its animation-frame callbacks.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves after the frame being prepared now has been painted and after the tasks that frame
 * queued from its animation-frame callbacks: what follows a click's paint and must not delay it
 * (or the tasks a frame's own callbacks queued, such as a latency probe's) starts here.
 */
export async function afterFrameTasks(): Promise<void> {
  await afterPaint();
  await nextTask();
}
