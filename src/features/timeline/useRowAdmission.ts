import { useEffect, useMemo, useState } from 'react';
import { admitRows, type WindowRow } from './rowAdmission';

/** The rows the last commit rendered, kept between renders. */
class RenderedRows {
  ids: ReadonlySet<string> = new Set();

  keep(ids: ReadonlySet<string>): void {
    this.ids = ids;
  }
}

/**
 * The window's rows to render in this frame (`admitRows`): those rendered before and a few
 * new ones; the rest follow a frame at a time. `pending` while some still wait.
 */
export function useRowAdmission(
  window: readonly WindowRow[],
  near: number,
): { shown: ReadonlySet<string>; pending: boolean } {
  const [rendered] = useState(() => new RenderedRows());
  const [frames, setFrames] = useState(0);
  const shown = useMemo(() => {
    // `frames` stands for the rendered rows, which change in place after each commit.
    void frames;
    return admitRows(window, rendered.ids, near);
  }, [window, rendered, near, frames]);
  const pending = shown.size < window.length;
  // What this commit showed counts as rendered; the next frame admits the next few.
  useEffect(() => {
    rendered.keep(shown);
    if (!pending) return;
    const frame = requestAnimationFrame(() => setFrames((n) => n + 1));
    return () => cancelAnimationFrame(frame);
  }, [shown, rendered, pending]);
  return { shown, pending };
}
