// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { RelativeTime } from './RelativeTime';

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
});
