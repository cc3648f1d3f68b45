/**
 * Waits between automatic retries of a post that met a network error: 2 s, doubling, at most
 * 30 s. The post keeps its idempotency key, so a retry whose first try did arrive is harmless.
 */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 2000 * 2 ** Math.max(0, attempt));
}

/** Same content, same key: a changed form is a new attempt with a key of its own. */
export function keyFor(
  previous: { fingerprint: string; key: string } | null,
  fingerprint: string,
  makeKey: () => string,
) {
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { fingerprint, key: makeKey() };
}
