import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import {
  admitRows,
  anchorAt,
  followAnchor,
  IN_VIEW_MARGIN_PX,
  offsetsOf,
  rowRange,
  UNMEASURED_ROW_PX,
  WINDOW_MARGIN_PX,
  wholeWindow,
  windowOf,
  type RowRange,
  type RowWindow,
  type View,
} from './rowWindow';
import { inHiddenPage } from '../../ui/hiddenPage';

/** The attribute naming a row's id on its frame, for measuring it. */
export const ROW_ATTRIBUTE = 'data-row-id';

/**
 * The last laid-out height of every row seen, by id. Rows never laid out are taken at the
 * average of those measured. Lives as long as the timeline.
 */
class RowHeights {
  private heights = new Map<string, number>();
  private sum = 0;

  /** True when the height changed. */
  set(id: string, height: number): boolean {
    const old = this.heights.get(id);
    if (old !== undefined && Math.abs(old - height) < 0.5) return false;
    this.sum += height - (old ?? 0);
    this.heights.set(id, height);
    return true;
  }

  list(ids: readonly string[]): number[] {
    const guess = this.heights.size > 0 ? this.sum / this.heights.size : UNMEASURED_ROW_PX;
    return ids.map((id) => this.heights.get(id) ?? guess);
  }

  /** Forgets rows no longer listed, once they outnumber those listed. */
  prune(ids: readonly string[]): void {
    if (this.heights.size <= 2 * ids.length + 100) return;
    const keep = new Set(ids);
    for (const [id, height] of this.heights)
      if (!keep.has(id)) {
        this.heights.delete(id);
        this.sum -= height;
      }
  }
}

/** The id of the row holding focus, kept between renders of the window. */
class PinnedRow {
  private id: string | null = null;

  /** True when the pin moved to another row. */
  move(id: string | null): boolean {
    if (id === this.id) return false;
    this.id = id;
    return true;
  }

  indexIn(ids: readonly string[]): number {
    return this.id === null ? -1 : ids.indexOf(this.id);
  }
}

/** Where the viewport is, in px from the top of `list`. */
function viewOf(list: HTMLElement): View {
  const top = -list.getBoundingClientRect().top;
  return { top, bottom: top + window.innerHeight };
}

// Whether the page has had its first frame. Until then the view is the one assumed at mount
// (the top of the page, where a page load starts) and the first screen's rows are drawn for
// it: reading the list's place in an animation frame before that paint forced the page's
// first layout ahead of the frame's own, and a second layout after the render it set off
// (traces of 26 Nov, issue 28). The first read waits for the paint; later ones run in the
// frame, where the layout they read is the one the frame needs anyway.
let pagePainted = false;

/** Runs `read` in the next animation frame, or after the page's first paint. */
function readInFrame(read: () => void): () => void {
  if (pagePainted) {
    const frame = requestAnimationFrame(read);
    return () => cancelAnimationFrame(frame);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    pagePainted = true;
    // A task queued from the frame's callbacks runs after its paint.
    timer = setTimeout(read, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Windowing for a timeline (issue 28): which of `ids` are in the document, the rest standing
 * as gaps of their measured height. Rows are measured by a ResizeObserver on each rendered
 * frame (an element carrying `data-row-id`, a direct child of the list); the view is read on
 * scroll and resize, and the window moves once the view has moved a quarter of the margin, so
 * scrolling re-renders the list every few hundred px rather than every frame. The row holding
 * focus stays rendered wherever the reader scrolls, so focus (and j/k) never falls out of the
 * page. `enabled` false renders every row (the "virtual scrolling" setting off).
 */
export function useRowWindow(
  ids: readonly string[],
  listRef: RefObject<HTMLElement | null>,
  enabled: boolean,
): RowWindow & { settling: boolean } {
  const [heights] = useState(() => new RowHeights());
  const [measured, setMeasured] = useState(0);
  const [view, setView] = useState<View>(() => ({
    top: 0,
    bottom: typeof window === 'undefined' ? 1000 : window.innerHeight,
  }));
  // The row holding focus, and a count that re-draws the window when it must change at once.
  const [pinned] = useState(() => new PinnedRow());
  const [pinMoves, setPinMoves] = useState(0);

  // The list as last rendered, for anchoring the view read on scroll to a row.
  const renderedIds = useRef(ids);

  // Reads the view. The window moves once the view is a quarter margin away from the one it
  // was drawn for (that one moved with its anchor row, see `followAnchor`).
  const read = useCallback(() => {
    const list = listRef.current;
    // A hidden list (under a conversation) has no place in the view: its window stays as drawn.
    if (!list || inHiddenPage(list)) return;
    const seen = viewOf(list);
    const listed = renderedIds.current;
    const known = heights.list(listed);
    const next = { ...seen, anchor: anchorAt(listed, known, seen.top) };
    setView((old) => {
      const drawn = followAnchor(old, listed, known);
      return old.anchor !== undefined &&
        Math.abs(drawn.top - seen.top) < WINDOW_MARGIN_PX / 4 &&
        Math.abs(drawn.bottom - seen.bottom) < WINDOW_MARGIN_PX / 4
        ? old
        : next;
    });
  }, [heights, listRef]);

  // The view, from scroll and resize, a frame at a time, and a frame after the list or a
  // height changed (the browser may or may not have moved the page to keep its anchor).
  useLayoutEffect(() => {
    renderedIds.current = ids;
    if (!enabled) return;
    return readInFrame(read);
  }, [enabled, ids, measured, read]);
  useEffect(() => {
    if (!enabled) return;
    let cancel: (() => void) | null = null;
    const schedule = () => {
      cancel ??= readInFrame(() => {
        cancel = null;
        read();
      });
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancel?.();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [enabled, read]);

  // Each rendered row's height, kept as it changes (images, content warnings opened …).
  const [observer] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => {
          let changed = false;
          for (const entry of entries) {
            const id = (entry.target as HTMLElement).getAttribute(ROW_ATTRIBUTE);
            const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
            // A hidden row measures 0; its height stays the one it had when shown.
            if (!id || !entry.target.isConnected || inHiddenPage(entry.target)) continue;
            if (heights.set(id, height)) changed = true;
          }
          if (changed) setMeasured((n) => n + 1);
        }),
  );
  const [observed] = useState(() => new Set<Element>());
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!observer || !list) return;
    for (const el of observed)
      if (el.parentElement !== list) {
        observer.unobserve(el);
        observed.delete(el);
      }
    for (const el of list.children)
      if (el.hasAttribute(ROW_ATTRIBUTE) && !observed.has(el)) {
        observer.observe(el);
        observed.add(el);
      }
  });
  useEffect(() => () => observer?.disconnect(), [observer]);

  // The row holding focus is pinned: it stays while focus is inside it. The window reads the
  // pin whenever it is drawn; it is drawn again at once only when a neighbour of the focused
  // row is missing (j/k step there next), not for every click on a button in view (issue 28).
  const onFocus = useCallback(
    (event: FocusEvent) => {
      const row = (event.target as Element | null)?.closest(`[${ROW_ATTRIBUTE}]`);
      if (!pinned.move(row?.getAttribute(ROW_ATTRIBUTE) ?? null)) return;
      if (
        row &&
        !(neighbourShown(row.previousElementSibling) && neighbourShown(row.nextElementSibling))
      )
        setPinMoves((n) => n + 1);
    },
    [pinned],
  );
  // The list element exists only once there are rows (a loading timeline shows a spinner in
  // its place), so the listener is attached again when the first rows come.
  const hasRows = ids.length > 0;
  useEffect(() => {
    const list = listRef.current;
    if (!list || !enabled || !hasRows) return;
    list.addEventListener('focusin', onFocus);
    return () => list.removeEventListener('focusin', onFocus);
  }, [listRef, enabled, hasRows, onFocus]);

  // The run of rows rendered last, by its first and last ids (indices shift as rows are
  // added above or trimmed), and a count that draws the window again until the run has
  // reached its target: rows off-screen join a few a frame (`admitRows`).
  const [renderedRun] = useState(() => new RenderedRun());
  const [admitted, setAdmitted] = useState(0);

  const drawn = useMemo(() => {
    // `measured`, `pinMoves` and `admitted` stand for the heights' content, the pin and the
    // run rendered, which change in place.
    void measured;
    void pinMoves;
    void admitted;
    if (!enabled) return { ...wholeWindow(ids.length), run: null, settling: false };
    heights.prune(ids);
    const index = pinned.indexIn(ids);
    const list = heights.list(ids);
    const offsets = offsetsOf(list);
    const at = followAnchor(view, ids, list);
    const target = rowRange(offsets, at, WINDOW_MARGIN_PX);
    const inView = rowRange(offsets, at, IN_VIEW_MARGIN_PX);
    // A list that changed (a page of older posts, posts shown at the top) renders in the task
    // that brought it, after its normalising: its new rows join from the next frame on.
    // Nor does a second render in one frame (a ResizeObserver's, once new rows are laid out):
    // rows join once a frame.
    const run =
      renderedRun.listChanged(ids) || renderedRun.admittedThisFrame
        ? admitRows(renderedRun.in(ids), target, inView, 0)
        : admitRows(renderedRun.in(ids), target, inView);
    const settling = run[0] !== target[0] || run[1] !== target[1];
    return { ...windowOf(offsets, run, index), run: ids.length > 0 ? run : null, settling };
  }, [admitted, enabled, heights, ids, measured, pinMoves, pinned, renderedRun, view]);

  useLayoutEffect(() => {
    renderedRun.keep(drawn.run, ids);
    if (!drawn.settling) return;
    const frame = requestAnimationFrame(() => {
      renderedRun.admittedThisFrame = false;
      setAdmitted((n) => n + 1);
    });
    return () => cancelAnimationFrame(frame);
  }, [drawn, ids, renderedRun]);

  return drawn;
}

/** The run of rows rendered last, by its first and last ids: indices shift as rows come. */
class RenderedRun {
  private first: string | null = null;
  private last: string | null = null;
  /** An empty run (after a jump) stands at `first`, the row at the view's top. */
  private empty = false;
  private ids: readonly string[] | null = null;

  /** Set once rows joined the run, cleared by the next frame's callback. */
  admittedThisFrame = false;

  keep(run: RowRange | null, ids: readonly string[]): void {
    const before = this.in(ids);
    this.first = run ? (ids[run[0]] ?? null) : null;
    this.empty = run !== null && run[0] === run[1];
    this.last = run && !this.empty ? (ids[run[1] - 1] ?? null) : null;
    this.ids = ids;
    if (run && before && (run[0] < before[0] || run[1] > before[1])) this.admittedThisFrame = true;
  }

  /** Whether `ids` is another list than the one the run was rendered from. */
  listChanged(ids: readonly string[]): boolean {
    return this.ids !== null && this.ids !== ids;
  }

  /** Where the run stands in `ids` now, or null when it is no longer there. */
  in(ids: readonly string[]): RowRange | null {
    if (this.first === null) return null;
    const from = ids.indexOf(this.first);
    if (this.empty) return from >= 0 ? [from, from] : null;
    if (this.last === null) return null;
    const to = ids.indexOf(this.last) + 1;
    return from >= 0 && to > from ? [from, to] : null;
  }
}

/** A row's neighbour is in the document: a rendered row, or none (the list's end). */
function neighbourShown(element: Element | null): boolean {
  return element === null || element.hasAttribute(ROW_ATTRIBUTE);
}
