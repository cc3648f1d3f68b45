import { describe, expect, it } from 'vitest';
import {
  asBoolean,
  asId,
  asInteger,
  asNullableNumber,
  asNumber,
  asString,
  asStringArray,
  isRecord,
  mapSkipping,
} from './read';

describe('read helpers', () => {
  it('reads strings with a fallback', () => {
    expect(asString('a')).toBe('a');
    expect(asString(null)).toBe('');
    expect(asString(3, 'x')).toBe('x');
  });
  it('reads ids from strings and numbers', () => {
    expect(asId('AbC')).toBe('AbC');
    expect(asId(42)).toBe('42');
    expect(asId('')).toBeNull();
    expect(asId({})).toBeNull();
  });
  it('reads numbers and numeric strings', () => {
    expect(asNumber(3)).toBe(3);
    expect(asNumber('4')).toBe(4);
    expect(asNumber('x', 7)).toBe(7);
    expect(asNumber(Number.NaN)).toBe(0);
    expect(asNullableNumber(null)).toBeNull();
    expect(asNullableNumber('')).toBeNull();
  });
  it('parses integers', () => {
    expect(asInteger('16000000')).toBe(16000000);
    expect(asInteger('12.7MB')).toBe(12);
    expect(asInteger(2.9)).toBe(2);
    expect(asInteger('big', 5)).toBe(5);
  });
  it('reads booleans strictly', () => {
    expect(asBoolean(true)).toBe(true);
    expect(asBoolean('true')).toBe(false);
  });
  it('filters string arrays', () => {
    expect(asStringArray(['a', 1, null, 'b'])).toEqual(['a', 'b']);
    expect(asStringArray('a')).toEqual([]);
  });
  it('tells records from arrays and null', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
  });
  it('maps lists, skipping rejected and throwing items', () => {
    const result = mapSkipping([1, 2, 3, 'x'], (item) => {
      if (item === 2) throw new Error('bad');
      return typeof item === 'number' ? item * 10 : null;
    });
    expect(result).toEqual([10, 30]);
    expect(mapSkipping(null, () => 1)).toEqual([]);
  });
});
