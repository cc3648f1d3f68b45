/**
 * Every number, date, size and relative time the interface shows goes through here, in the
 * interface language, so a language switch changes them all and no screen rolls its own.
 * Formatters are cached: building an Intl formatter costs far more than using one.
 */
import { formatFileSize } from '../lib/fileSize';
import { relativeParts } from './relativeTime';
import type { TFunction } from './types';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  language: string,
  options: object,
  make: (locales: string[]) => T,
): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    try {
      formatter = make([language, 'en']);
    } catch {
      // A tag this engine rejects still gets a readable result.
      formatter = make(['en']);
    }
    cache.set(key, formatter);
  }
  return formatter;
}

const FULL_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

/**
 * Builds the formatters every timeline row needs (relative time, counts) ahead of use: the
 * first Intl formatter of a kind loads its locale data, tens of milliseconds on a slow phone,
 * better spent while start-up waits for the network than in the first render (issue 7).
 */
export function warmFormatters(language: string): void {
  const relative = { numeric: 'always', style: 'short' } as const;
  cached('r', language, relative, (l) => new Intl.RelativeTimeFormat(l, relative));
  cached('n', language, {}, (l) => new Intl.NumberFormat(l, {}));
  // Each row's time carries its full date as a title: built in the first render, this
  // formatter was the largest cost of our own code there (issue 28).
  cached('d', language, FULL_DATE, (l) => new Intl.DateTimeFormat(l, FULL_DATE));
}

export function formatNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return cached('n', language, options, (l) => new Intl.NumberFormat(l, options)).format(value);
}

/** A whole-number percentage such as 42 as "42%" / "42 %" / "٤٢٪" per language. */
export function formatPercent(percent: number, language: string): string {
  return formatNumber(percent / 100, language, { style: 'percent', maximumFractionDigits: 0 });
}

export function formatDate(
  value: number | string | Date,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return cached('d', language, options, (l) => new Intl.DateTimeFormat(l, options)).format(date);
}

/** Date and time together, as in a status's full timestamp or a backup's creation time. */
export function formatDateTime(value: number | string | Date, language: string): string {
  return formatDate(value, language, FULL_DATE);
}

/**
 * How long ago (or until) a moment is: the catalogue's "now" under a second, else the largest
 * whole unit from seconds to years (document 2 §9). Short style where space is tight.
 */
export function formatRelativeTime(
  thenMs: number,
  nowMs: number,
  language: string,
  t: TFunction,
  style: 'short' | 'long' = 'short',
): string {
  const parts = relativeParts(thenMs, nowMs);
  if (parts === 'now') return t('time.now');
  const options = { numeric: 'always', style } as const;
  return cached('r', language, options, (l) => new Intl.RelativeTimeFormat(l, options)).format(
    -parts.value,
    parts.unit,
  );
}

/** A size in B, KiB, MiB, GiB or TiB with the number in the language's digits and separators. */
export function formatSize(bytes: number, language: string, t: TFunction): string {
  const { num, unit } = formatFileSize(bytes);
  return t('units.size', {
    size: formatNumber(num, language, { maximumFractionDigits: unit === 'B' ? 0 : 1 }),
    unit: t(`units.${unit}`),
  });
}
