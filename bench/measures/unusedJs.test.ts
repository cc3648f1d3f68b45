import { describe, expect, it } from 'vitest';
import { unusedBytesOf } from './unusedJs';

describe('unusedBytesOf', () => {
  it('counts the bytes whose innermost range never ran', () => {
    // A script of 100 bytes that ran: a function at 10-50 never called, and a function at
    // 60-90 called three times whose branch at 70-80 never ran. Listed out of order.
    const ranges = [
      { startOffset: 0, endOffset: 100, count: 1 },
      { startOffset: 70, endOffset: 80, count: 0 },
      { startOffset: 10, endOffset: 50, count: 0 },
      { startOffset: 60, endOffset: 90, count: 3 },
    ];
    expect(unusedBytesOf(100, ranges)).toBe(40 + 10);
  });

  it('reads a script never run as wholly unused, and one without ranges as used', () => {
    expect(unusedBytesOf(30, [{ startOffset: 0, endOffset: 30, count: 0 }])).toBe(30);
    expect(unusedBytesOf(30, [])).toBe(0);
  });
});
