import { describe, expect, it } from 'vitest';
import { relativeParts } from './relativeTime';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('relativeParts', () => {
  it('says now under one second', () => {
    expect(relativeParts(now - 400, now)).toBe('now');
  });
  it('picks the largest whole unit', () => {
    expect(relativeParts(now - 45_000, now)).toEqual({ value: 45, unit: 'second' });
    expect(relativeParts(now - 5 * 60_000, now)).toEqual({ value: 5, unit: 'minute' });
    expect(relativeParts(now - 3 * 3600_000, now)).toEqual({ value: 3, unit: 'hour' });
    expect(relativeParts(now - 2 * 86400_000, now)).toEqual({ value: 2, unit: 'day' });
    expect(relativeParts(now - 15 * 86400_000, now)).toEqual({ value: 2, unit: 'week' });
    expect(relativeParts(now - 70 * 86400_000, now)).toEqual({ value: 2, unit: 'month' });
    expect(relativeParts(now - 800 * 86400_000, now)).toEqual({ value: 2, unit: 'year' });
  });
});
