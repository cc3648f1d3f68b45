/**
 * Runs `run` once the first status is painted (the `petrel:first-status` mark), or when
 * `fallbackMs` has passed for a page that shows no status (sign-in, settings): start-up work the
 * first screen does not need waits until it is painted rather than delaying it (issues 27/28).
 */
export function afterFirstScreen(run: () => void, fallbackMs: number): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    run();
  };
  const observer =
    typeof PerformanceObserver === 'function'
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('petrel:first-status').length > 0) go();
        })
      : null;
  observer?.observe({ type: 'mark', buffered: true });
  const timer = setTimeout(go, fallbackMs);
}
