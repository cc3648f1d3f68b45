import { describe, expect, it, vi } from 'vitest';
import type { Page, Status, TimelineParams } from '../../../api';
import { resumeHome, type ResumeDeps } from './resume';

/** A home timeline of statuses 1..count, paged like the server (newest first, limit 20). */
function home(count: number) {
  const all = Array.from({ length: count }, (_, i) => String(count - i));
  const status = (id: string) => ({ id }) as Status;
  const calls: TimelineParams[] = [];
  const fetchPage = vi.fn(async (extra: TimelineParams): Promise<Page<Status>> => {
    calls.push(extra);
    const limit = extra.limit ?? 20;
    let slice = all;
    if (extra.max_id) slice = all.filter((id) => Number(id) < Number(extra.max_id));
    if (extra.min_id) {
      const above = all.filter((id) => Number(id) > Number(extra.min_id));
      slice = above.slice(Math.max(0, above.length - limit));
    }
    const items = slice.slice(0, limit).map(status);
    const last = items[items.length - 1];
    return { items, next: last ? { max_id: last.id } : null, prev: null };
  });
  return { fetchPage, calls, status };
}

function deps(
  count: number,
  marker: string | null,
  gone = false,
): ResumeDeps & { calls: TimelineParams[] } {
  const timeline = home(count);
  return {
    calls: timeline.calls,
    fetchPage: timeline.fetchPage,
    readMarker: () => Promise.resolve(marker),
    fetchStatus: (id) => Promise.resolve(gone ? null : timeline.status(id)),
  };
}

describe('resumeHome', () => {
  it('opens at the newest page when nothing was saved', async () => {
    const d = deps(100, null);
    const page = await resumeHome(d);
    expect(page.ids[0]).toBe('100');
    expect(page.newCount).toBe(0);
    expect(d.calls).toEqual([{}]);
  });

  it('uses the newest page when the mark is on it, without another call', async () => {
    const d = deps(100, '95');
    const page = await resumeHome(d);
    expect(page.ids[0]).toBe('95');
    expect(page.queued).toEqual(['100', '99', '98', '97', '96']);
    expect(page.newCount).toBe(5);
    expect(page.next).toEqual({ max_id: '81' });
    expect(d.calls).toHaveLength(1);
  });

  it('reaches a mark 40 statuses down and counts the 40 above it', async () => {
    const d = deps(100, '60');
    const page = await resumeHome(d);
    expect(page.ids.slice(0, 3)).toEqual(['60', '59', '58']);
    expect(page.newCount).toBe(40);
    expect(page.queued[0]).toBe('100');
    expect(page.queued[39]).toBe('61');
    expect(page.gap).toBe(false);
  });

  it('turns the button into reload when more wait above than the queue holds', async () => {
    const page = await resumeHome(deps(200, '100'));
    expect(page.ids[0]).toBe('100');
    expect(page.newCount).toBe(80);
    expect(page.gap).toBe(true);
    expect(page.queued).toHaveLength(50);
  });

  it('starts below a mark whose status is gone', async () => {
    const page = await resumeHome(deps(100, '60', true));
    expect(page.ids[0]).toBe('59');
    expect(page.newCount).toBe(40);
  });

  it('falls back to the newest page when reaching the mark fails', async () => {
    const d = deps(100, '60');
    const fetchPage = d.fetchPage;
    d.fetchPage = (extra) => (extra.min_id ? Promise.reject(new Error('down')) : fetchPage(extra));
    const page = await resumeHome(d);
    expect(page.ids[0]).toBe('100');
    expect(page.newCount).toBe(0);
  });
});
