let marked = false;

/** Marks the first painted status of the page once, so tools can time it (foundation issue). */
export function markFirstStatusPainted(): void {
  if (marked) return;
  marked = true;
  // Two frames: the first runs before paint, the second after the status was painted.
  requestAnimationFrame(() => requestAnimationFrame(() => performance.mark('petrel:first-status')));
}
