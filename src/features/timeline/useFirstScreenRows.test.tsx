// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_COMMIT_ROWS,
  FIRST_SCREEN_ROWS,
  rowsToRender,
  screenWantsMore,
} from './useFirstScreenRows';

const ids = Array.from({ length: 20 }, (_, i) => String(i + 1));

describe('rowsToRender', () => {
  it('keeps the first screen while the rest wait, and everything once whole', () => {
    expect(rowsToRender(ids, false)).toEqual(ids.slice(0, FIRST_SCREEN_ROWS));
    expect(rowsToRender(ids, true)).toBe(ids);
    const few = ids.slice(0, 3);
    expect(rowsToRender(few, false)).toBe(few);
  });
});

describe('screenWantsMore', () => {
  const endingAt = (bottom: number) => ({ getBoundingClientRect: () => ({ bottom }) }) as Element;
  it('asks for a row while the last one ends above the screen bottom', () => {
    const height = window.innerHeight;
    expect(screenWantsMore(endingAt(height - 1))).toBe(true);
    expect(screenWantsMore(endingAt(height))).toBe(false);
    expect(screenWantsMore(endingAt(height + 500))).toBe(false);
    expect(screenWantsMore(null)).toBe(true);
  });
});

describe('useFirstScreenRows', () => {
  afterEach(cleanup);

  async function freshHook() {
    vi.resetModules();
    return (await import('./useFirstScreenRows')).useFirstScreenRows;
  }

  /** Rows of `height` px each, stacked from the top of the page. */
  function renders(useRows: Awaited<ReturnType<typeof freshHook>>, items: string[], height = 100) {
    const seen: { rows: number; filling: boolean }[] = [];
    function Feed({ items }: { items: string[] }) {
      const ref = useRef<HTMLDivElement>(null);
      const { rows, drawn, filling } = useRows(items, ref);
      seen.push({ rows: Math.min(rows.length, drawn), filling });
      return (
        <div ref={ref}>
          {rows.slice(0, drawn).map((id, i) => (
            <p
              key={id}
              ref={(el) => {
                if (el) el.getBoundingClientRect = () => ({ bottom: (i + 1) * height }) as DOMRect;
              }}
            >
              {id}
            </p>
          ))}
        </div>
      );
    }
    return { seen, view: render(<Feed items={items} />), Feed };
  }

  it('mounts three rows when they reach below the screen, then fills in the rest', async () => {
    const useRows = await freshHook();
    const { seen, view } = renders(useRows, ids, window.innerHeight / 2);
    expect(seen[0]).toEqual({ rows: FIRST_COMMIT_ROWS, filling: true });
    // No row more before the paint: the third already ends below the screen's bottom.
    expect(seen.at(-1)).toEqual({ rows: FIRST_COMMIT_ROWS, filling: true });
    await waitFor(() => expect(seen.at(-1)).toEqual({ rows: 20, filling: false }));
    expect(view.container.textContent).toBe(ids.join(''));
  });

  it('adds a fourth row before the paint when the three end above the screen bottom', async () => {
    const useRows = await freshHook();
    const { seen } = renders(useRows, ids, window.innerHeight / 10);
    expect(seen[0]).toEqual({ rows: FIRST_COMMIT_ROWS, filling: true });
    await waitFor(() => expect(seen).toContainEqual({ rows: FIRST_SCREEN_ROWS, filling: true }));
    // Never more than four before the rest, which wait for the first screen's frame.
    expect(seen.every((s) => s.rows <= FIRST_SCREEN_ROWS || !s.filling)).toBe(true);
    await waitFor(() => expect(seen.at(-1)).toEqual({ rows: 20, filling: false }));
  });

  it('waits for rows: a timeline that mounts while loading splits when they arrive', async () => {
    const useRows = await freshHook();
    const { seen, view, Feed } = renders(useRows, []);
    expect(seen.at(-1)).toEqual({ rows: 0, filling: false });
    view.rerender(<Feed items={ids} />);
    expect(seen.some((s) => s.rows === FIRST_COMMIT_ROWS && s.filling)).toBe(true);
    await waitFor(() => expect(seen.at(-1)).toEqual({ rows: 20, filling: false }));
  });

  it('later timelines (navigation) mount whole', async () => {
    const useRows = await freshHook();
    renders(useRows, ids).view.unmount();
    const { seen } = renders(useRows, ids);
    expect(seen.every((s) => s.rows === 20 && !s.filling)).toBe(true);
  });
});
