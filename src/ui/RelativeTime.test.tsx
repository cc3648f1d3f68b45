// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { RelativeTime, useRelativeTime } from './RelativeTime';

/** A label that counts its renders, to see which labels a clock change re-renders. */
function Counted({ iso, renders }: { iso: string; renders: string[] }) {
  const time = useRelativeTime(iso);
  renders.push(iso);
  return <span>{time?.label}</span>;
}

describe('RelativeTime', () => {
  beforeEach(() => {
    initI18n(['en']);
    vi.useFakeTimers({ now: Date.parse('2026-01-01T12:00:00Z') });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('refreshes every 60 s', async () => {
    render(<RelativeTime iso="2026-01-01T11:59:30Z" />);
    expect(screen.getByText('30 sec. ago')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByText('30 sec. ago')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('1 min. ago')).toBeTruthy();
  });

  it('a label mounted between ticks is measured against the current time, not the last tick', async () => {
    render(<RelativeTime iso="2026-01-01T11:00:00Z" />);
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    // Arrives 40 s after the shared clock last ticked, created 2 s ago.
    render(<RelativeTime iso="2026-01-01T12:00:38Z" />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('2 sec. ago')).toBeTruthy();
    expect(screen.queryByText(/^in /)).toBeNull();
  });

  it('a deadline ahead reads as the future (a poll with an hour or a day left)', () => {
    render(<RelativeTime iso="2026-01-01T12:59:00Z" kind="deadline" />);
    render(<RelativeTime iso="2026-01-02T12:00:00Z" kind="deadline" />);
    expect(screen.getByText('in 59 min.')).toBeTruthy();
    expect(screen.getByText('in 1 day')).toBeTruthy();
    expect(screen.queryByText('just now')).toBeNull();
  });

  it('a deadline passed reads as the past', () => {
    render(<RelativeTime iso="2026-01-01T09:00:00Z" kind="deadline" />);
    expect(screen.getByText('3 hr. ago')).toBeTruthy();
  });

  it('an event ahead of the clock is now, never in the future', () => {
    render(<RelativeTime iso="2026-01-01T12:00:20Z" />);
    expect(screen.getByText('just now')).toBeTruthy();
  });

  it('mounting a label does not re-render the labels already mounted (issue 28)', async () => {
    const renders: string[] = [];
    render(<Counted iso="2026-01-01T11:00:00Z" renders={renders} />);
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    renders.length = 0;
    render(<Counted iso="2026-01-01T12:00:38Z" renders={renders} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(renders.filter((iso) => iso === '2026-01-01T11:00:00Z')).toEqual([]);
    expect(screen.getByText('2 sec. ago')).toBeTruthy();
  });

  it('a tick re-renders only the labels whose text changes, a batch per task', async () => {
    const renders: string[] = [];
    render(<Counted iso="2026-01-01T09:00:00Z" renders={renders} />);
    const recent = Array.from(
      { length: 12 },
      (_, i) => `2026-01-01T11:${String(40 + i).padStart(2, '0')}:00Z`,
    );
    for (const iso of recent) render(<Counted iso={iso} renders={renders} />);
    renders.length = 0;
    // The tick's own task re-renders the first eight; the rest follow in a task of their own.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(renders).toEqual(recent.slice(0, 8));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(renders).toEqual(recent);
    expect(screen.getByText('3 hr. ago')).toBeTruthy();
    expect(screen.getByText('21 min. ago')).toBeTruthy();
  });
});
