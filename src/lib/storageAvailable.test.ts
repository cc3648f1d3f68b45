import { describe, expect, it } from 'vitest';
import { storageAvailable } from './storageAvailable';

describe('storageAvailable', () => {
  it('is false when storage throws', () => {
    expect(
      storageAvailable(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBe(false);
  });
  it('is true when an item can be written and removed', () => {
    const map = new Map<string, string>();
    const fake = {
      setItem: (k: string, v: string) => map.set(k, v),
      removeItem: (k: string) => map.delete(k),
    } as unknown as Storage;
    expect(storageAvailable(() => fake)).toBe(true);
    expect(map.size).toBe(0);
  });
});
