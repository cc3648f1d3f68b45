import { describe, expect, it } from 'vitest';
import * as read from './read';

describe('read helpers', () => {
  it('reads strings with a fallback', () => {
    expect(read.asString('a')).toBe('a');
    expect(read.asString(null)).toBe('');
    expect(read.asString(3, 'x')).toBe('x');
  });
  it('reads ids from strings and numbers', () => {
    expect(read.asId('AbC')).toBe('AbC');
    expect(read.asId(42)).toBe('42');
    expect(read.asId('')).toBeNull();
    expect(read.asId({})).toBeNull();
  });
  it('reads numbers and numeric strings', () => {
    expect(read.asNumber(3)).toBe(3);
    expect(read.asNumber('4')).toBe(4);
    expect(read.asNumber('x', 7)).toBe(7);
    expect(read.asNumber(Number.NaN)).toBe(0);
    expect(read.asNullableNumber(null)).toBeNull();
    expect(read.asNullableNumber('')).toBeNull();
  });
  it('parses integers', () => {
    expect(read.asInteger('16000000')).toBe(16000000);
    expect(read.asInteger('12.7MB')).toBe(12);
    expect(read.asInteger(2.9)).toBe(2);
    expect(read.asInteger('big', 5)).toBe(5);
  });
  it('reads booleans strictly', () => {
    expect(read.asBoolean(true)).toBe(true);
    expect(read.asBoolean('true')).toBe(false);
  });
  it('filters string arrays', () => {
    expect(read.asStringArray(['a', 1, null, 'b'])).toEqual(['a', 'b']);
    expect(read.asStringArray('a')).toEqual([]);
  });
  it('tells records from arrays and null', () => {
    expect(read.isRecord({})).toBe(true);
    expect(read.isRecord([])).toBe(false);
    expect(read.isRecord(null)).toBe(false);
  });
  it('maps lists, skipping rejected and throwing items', () => {
    const result = read.mapSkipping([1, 2, 3, 'x'], (item) => {
      if (item === 2) throw new Error('bad');
      return typeof item === 'number' ? item * 10 : null;
    });
    expect(result).toEqual([10, 30]);
    expect(read.mapSkipping(null, () => 1)).toEqual([]);
  });
});
