let marked = false;

/** Marks the first painted status of the page once, so tools can time it (foundation issue). */
export function markFirstStatusPainted(): void {
  if (!marked)
    requestAnimationFrame(() => requestAnimationFrame(() => performance.mark('app:rows')));
  if (marked || (globalThis as unknown as Record<string, unknown>).__petrelFirstStatusMarked)
    return;
  marked = true;
  // Two frames: the first runs before paint, the second after the status was painted.
  requestAnimationFrame(() => requestAnimationFrame(() => performance.mark('petrel:first-status')));
}
