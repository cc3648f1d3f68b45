import { describe, expect, it } from 'vitest';
import { dailyAverage } from './dailyAverage';

const NOW = Date.UTC(2026, 5, 1, 12);
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

describe('dailyAverage', () => {
  it('divides by the age in days, rounded up, then rounds', () => {
    expect(dailyAverage(100, daysAgo(10), NOW)).toBe(10);
    // 9.5 days counts as 10.
    expect(dailyAverage(100, daysAgo(9.5), NOW)).toBe(10);
    // 7 / 2 = 3.5 rounds to 4.
    expect(dailyAverage(7, daysAgo(1.2), NOW)).toBe(4);
    expect(dailyAverage(1, daysAgo(400), NOW)).toBe(0);
  });
  it('treats a new account as one day old', () => {
    expect(dailyAverage(5, daysAgo(0), NOW)).toBe(5);
    expect(dailyAverage(5, new Date(NOW + 1000).toISOString(), NOW)).toBe(5);
  });
  it('gives 0 for no posts or an unreadable date', () => {
    expect(dailyAverage(0, daysAgo(3), NOW)).toBe(0);
    expect(dailyAverage(10, 'not a date', NOW)).toBe(0);
  });
});
