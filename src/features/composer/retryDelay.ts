/** Same content, same key: a changed form is a new attempt with a key of its own. */
export function keyFor(
  previous: { fingerprint: string; key: string } | null,
  fingerprint: string,
  makeKey: () => string,
) {
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { fingerprint, key: makeKey() };
}
