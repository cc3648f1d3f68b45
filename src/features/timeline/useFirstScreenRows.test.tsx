// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ROWS, rowsToRender } from './useFirstScreenRows';

const ids = Array.from({ length: 20 }, (_, i) => String(i + 1));

describe('rowsToRender', () => {
  it('keeps the first screen while the rest wait, and everything once whole', () => {
    expect(rowsToRender(ids, false)).toEqual(ids.slice(0, FIRST_SCREEN_ROWS));
    expect(rowsToRender(ids, true)).toBe(ids);
    const few = ids.slice(0, 3);
    expect(rowsToRender(few, false)).toBe(few);
  });
});

describe('useFirstScreenRows', () => {
  afterEach(cleanup);

  async function freshHook() {
    vi.resetModules();
    return (await import('./useFirstScreenRows')).useFirstScreenRows;
  }

  function renders(useRows: Awaited<ReturnType<typeof freshHook>>, items: string[]) {
    const seen: { rows: number; filling: boolean }[] = [];
    function Feed({ items }: { items: string[] }) {
      const { rows, filling } = useRows(items);
      seen.push({ rows: rows.length, filling });
      return <p>{rows.join(' ')}</p>;
    }
    return { seen, view: render(<Feed items={items} />), Feed };
  }

  it('paints the first screen of the first timeline, then fills in the rest', async () => {
    const useRows = await freshHook();
    const { seen, view } = renders(useRows, ids);
    expect(seen[0]).toEqual({ rows: FIRST_SCREEN_ROWS, filling: true });
    // The rest waits for the first screen's frame to pass.
    expect(seen.at(-1)).toEqual({ rows: FIRST_SCREEN_ROWS, filling: true });
    await waitFor(() => expect(seen.at(-1)).toEqual({ rows: 20, filling: false }));
    expect(view.container.textContent).toBe(ids.join(' '));
  });

  it('waits for rows: a timeline that mounts while loading splits when they arrive', async () => {
    const useRows = await freshHook();
    const { seen, view, Feed } = renders(useRows, []);
    expect(seen.at(-1)).toEqual({ rows: 0, filling: false });
    view.rerender(<Feed items={ids} />);
    expect(seen.some((s) => s.rows === FIRST_SCREEN_ROWS && s.filling)).toBe(true);
    await waitFor(() => expect(seen.at(-1)).toEqual({ rows: 20, filling: false }));
  });

  it('later timelines (navigation) mount whole', async () => {
    const useRows = await freshHook();
    renders(useRows, ids).view.unmount();
    const { seen } = renders(useRows, ids);
    expect(seen.every((s) => s.rows === 20 && !s.filling)).toBe(true);
  });
});
