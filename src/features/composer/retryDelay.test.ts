import { describe, expect, it } from 'vitest';
import { keyFor } from './retryDelay';

describe('keyFor', () => {
  it('keeps the key while the content is the same', () => {
    const first = keyFor(null, 'a', () => 'k1');
    expect(keyFor(first, 'a', () => 'k2').key).toBe('k1');
    expect(keyFor(first, 'b', () => 'k2').key).toBe('k2');
  });
});
