import { describe, expect, it } from 'vitest';
import { keyFor, retryDelay } from './retryDelay';

describe('retryDelay', () => {
  it('doubles from 2 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('keyFor', () => {
  it('keeps the key while the content is the same', () => {
    const first = keyFor(null, 'a', () => 'k1');
    expect(keyFor(first, 'a', () => 'k2').key).toBe('k1');
    expect(keyFor(first, 'b', () => 'k2').key).toBe('k2');
  });
});
