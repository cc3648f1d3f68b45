export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const STEPS: [RelativeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** The largest whole unit for a time difference (document 2 §9: seconds to years, 'now' under 1 s). */
export function relativeParts(
  thenMs: number,
  nowMs: number,
): { value: number; unit: RelativeUnit } | 'now' {
  const seconds = Math.round((nowMs - thenMs) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 1) return 'now';
  for (const [unit, size] of STEPS) {
    if (abs >= size) return { value: Math.trunc(seconds / size), unit };
  }
  return 'now';
}
