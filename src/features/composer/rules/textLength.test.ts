import { describe, expect, it } from 'vitest';
import { charCount, DEFAULT_TEXTLIMIT, lengthState } from './textLength';

describe('lengthState', () => {
  it('defaults to 5000', () => {
    expect(DEFAULT_TEXTLIMIT).toBe(5000);
  });

  it('counts text and content warning together', () => {
    expect(lengthState('hello', 'cw', 5000)).toEqual({ left: 4993, over: false });
  });

  it('is exactly at the limit without being over', () => {
    expect(lengthState('a'.repeat(4990), 'b'.repeat(10), 5000)).toEqual({ left: 0, over: false });
  });

  it('is over one character past the limit', () => {
    expect(lengthState('a'.repeat(5001), '', 5000)).toEqual({ left: -1, over: true });
  });

  it('has no limit when textlimit is 0', () => {
    expect(lengthState('a'.repeat(100_000), '', 0)).toEqual({ left: null, over: false });
  });

  it('counts an emoji as one character', () => {
    expect(charCount('🌊🐦')).toBe(2);
  });
});
