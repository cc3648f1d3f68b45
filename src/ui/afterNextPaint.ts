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
