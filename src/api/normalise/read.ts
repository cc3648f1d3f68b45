/**
 * Defensive readers for wire JSON. Wire types promise shapes that servers do not always keep
 * (null where a string was expected, numbers as strings), so normalisers read every field through
 * these instead of trusting the type.
 */

export type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function asNullableString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Ids arrive as strings, but a few servers and old Pleroma versions send numbers. */
export function asId(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function asNumber(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

export function asNullableNumber(value: unknown): number | null {
  const parsed = asNumber(value, Number.NaN);
  return Number.isNaN(parsed) ? null : parsed;
}

/** Integer parse (document 3 §9: upload limits are parsed as integers). */
export function asInteger(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string') {
    const parsed = Number.parseInt(value, 10);
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

export function asBoolean(value: unknown, fallback = false): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asStringArray(value: unknown): string[] {
  return asArray(value).filter((item): item is string => typeof item === 'string');
}

export function asRecord(value: unknown): UnknownRecord {
  return isRecord(value) ? value : {};
}

/** Maps over a list, dropping items the mapper rejects (returns null) or that throw. */
export function mapSkipping<T>(value: unknown, mapper: (item: unknown) => T | null): T[] {
  const result: T[] = [];
  for (const item of asArray(value)) {
    let mapped: T | null;
    try {
      mapped = mapper(item);
    } catch {
      // One malformed item must not blank the whole page.
      mapped = null;
    }
    if (mapped !== null) result.push(mapped);
  }
  return result;
}
