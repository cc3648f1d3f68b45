import { describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatSize,
  warmFormatters,
} from './format';
import type { TFunction } from './translator';

// A stand-in catalogue: the words are the catalogue's business, the numbers are Intl's.
const t: TFunction = (key, options) => {
  if (key === 'time.now') return 'NOW';
  if (key === 'units.size') return `${String(options?.['size'])} ${String(options?.['unit'])}`;
  return key.replace('units.', '');
};
const now = Date.UTC(2026, 10, 24, 12, 0, 0);

describe('formatRelativeTime', () => {
  it('says now under a second, in the catalogue words', () => {
    expect(formatRelativeTime(now - 400, now, 'de', t)).toBe('NOW');
  });

  it('uses the largest whole unit from seconds to years, in the language', () => {
    expect(formatRelativeTime(now - 5_000, now, 'en', t, 'long')).toBe('5 seconds ago');
    expect(formatRelativeTime(now - 3 * 3600_000, now, 'de', t, 'long')).toBe('vor 3 Stunden');
    expect(formatRelativeTime(now - 2 * 86400_000, now, 'ja', t)).toBe('2 日前');
    expect(formatRelativeTime(now - 2 * 365 * 86400_000, now, 'en', t, 'long')).toBe('2 years ago');
    // Arabic digits and words come from Intl, not from English.
    expect(formatRelativeTime(now - 3 * 60_000, now, 'ar', t, 'long')).toMatch(/[٠-٩]|دقائق/);
  });

  it('speaks of the future for times ahead', () => {
    expect(formatRelativeTime(now + 3 * 86400_000, now, 'en', t, 'long')).toBe('in 3 days');
    expect(formatRelativeTime(now + 59 * 60_000 + 30_000, now, 'en', t)).toBe('in 59 min.');
    expect(formatRelativeTime(now + 86400_000, now, 'en', t)).toBe('in 1 day');
    expect(formatRelativeTime(now - 3 * 3600_000, now, 'en', t)).toBe('3 hr. ago');
  });
});

describe('numbers and percentages', () => {
  it('groups digits as the language does', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'de')).toBe('1.234.567');
    expect(formatNumber(1234, 'ar')).toBe(new Intl.NumberFormat('ar').format(1234));
    expect(formatNumber(1234, 'ja')).toBe('1,234');
  });

  it('writes poll percentages with the language percent sign and spacing', () => {
    expect(formatPercent(42, 'en')).toBe('42%');
    expect(formatPercent(42, 'de')).toBe('42\u00a0%');
    expect(formatPercent(42, 'ar')).toBe(
      new Intl.NumberFormat('ar', { style: 'percent' }).format(0.42),
    );
  });

  it('falls back to English for a tag the engine rejects', () => {
    expect(formatNumber(1000, 'not a tag!')).toBe('1,000');
  });
});

describe('formatSize', () => {
  it('picks B to TiB and localises the number', () => {
    expect(formatSize(512, 'en', t)).toBe('512 B');
    expect(formatSize(1536, 'en', t)).toBe('1.5 KiB');
    expect(formatSize(16_000_000, 'de', t)).toBe('15,3 MiB');
    expect(formatSize(3 * 1024 ** 4, 'ja', t)).toBe('3 TiB');
  });
});

describe('dates', () => {
  it('formats in the language and tolerates bad input', () => {
    expect(formatDate(now, 'de', { dateStyle: 'long', timeZone: 'UTC' })).toBe('24. November 2026');
    expect(formatDate(now, 'ja', { dateStyle: 'long', timeZone: 'UTC' })).toBe('2026年11月24日');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDateTime(now, 'en')).toContain('2026');
  });
});

describe('warmFormatters', () => {
  it("builds the rows' formatters ahead, the full date's included, so a row's render builds none", () => {
    // A language no other test uses, so the cache starts empty for it.
    warmFormatters('fi');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const relative = vi.spyOn(Intl, 'RelativeTimeFormat');
    try {
      expect(formatDateTime(now, 'fi')).not.toBe('');
      expect(formatRelativeTime(now - 5_000, now, 'fi', t)).not.toBe('');
      expect(dates).not.toHaveBeenCalled();
      expect(relative).not.toHaveBeenCalled();
    } finally {
      dates.mockRestore();
      relative.mockRestore();
    }
  });
});
