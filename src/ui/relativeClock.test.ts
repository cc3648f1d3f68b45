import { describe, expect, it } from 'vitest';
import { labelKey, labelNow, tickBatches, type ClockedLabel } from './relativeClock';

const at = (iso: string) => Date.parse(iso);
const NOON = at('2026-01-01T12:00:00Z');
const label = (iso: string, mountedAt = 0): ClockedLabel => ({
  then: at(iso),
  kind: 'event',
  mountedAt,
});

describe('labelKey', () => {
  it('changes exactly when the label text does', () => {
    const then = at('2026-01-01T09:00:00Z');
    expect(labelKey(then, NOON, 'event')).toBe('3 hour');
    expect(labelKey(then, NOON + 59 * 60_000, 'event')).toBe('3 hour');
    expect(labelKey(then, NOON + 60 * 60_000, 'event')).toBe('4 hour');
  });

  it('an event ahead of the clock is now; a deadline ahead is in the future', () => {
    const ahead = NOON + 20_000;
    expect(labelKey(ahead, NOON, 'event')).toBe('now');
    expect(labelKey(ahead, NOON, 'deadline')).toBe('-20 second');
  });
});

describe('labelNow', () => {
  it('a label mounted after the last tick reads its own mount time', () => {
    expect(labelNow(label('2026-01-01T11:00:00Z', NOON + 40_000), NOON)).toBe(NOON + 40_000);
    expect(labelNow(label('2026-01-01T11:00:00Z', NOON - 5_000), NOON)).toBe(NOON);
  });
});

describe('tickBatches', () => {
  it('a tick updates the labels whose text changes, and no other', () => {
    const minutes = label('2026-01-01T11:55:00Z');
    const hours = label('2026-01-01T09:00:00Z');
    const days = label('2025-12-29T12:00:00Z');
    expect(tickBatches([minutes, hours, days], NOON, NOON + 60_000, 8)).toEqual([[minutes]]);
  });

  it('a label mounted after the tick before does not change when its own clock does not', () => {
    // Mounted at 12:00:50 reading "1 min. ago"; the tick at 12:01:00 leaves it at 1 min.
    const recent = label('2026-01-01T11:59:30Z', NOON + 50_000);
    expect(tickBatches([recent], NOON, NOON + 60_000, 8)).toEqual([]);
  });

  it('splits the labels to update into batches of the given size, in order', () => {
    const labels = Array.from({ length: 20 }, (_, i) =>
      label(`2026-01-01T11:${String(10 + i).padStart(2, '0')}:00Z`),
    );
    const batches = tickBatches(labels, NOON, NOON + 60_000, 8);
    expect(batches.map((b) => b.length)).toEqual([8, 8, 4]);
    expect(batches.flat()).toEqual(labels);
  });
});
