import { describe, expect, it } from 'vitest';
import { topMostRead } from './topMostRead';

const rows = [
  { id: 'a', top: -300, bottom: -100 },
  { id: 'b', top: -100, bottom: 40 },
  { id: 'c', top: 40, bottom: 300 },
  { id: 'd', top: 300, bottom: 600 },
];

describe('topMostRead', () => {
  it('picks the first status whose top is at or below the reading line', () => {
    expect(topMostRead(rows, 48)).toBe('d');
    expect(topMostRead(rows, 40)).toBe('c');
    expect(topMostRead(rows, 40.6)).toBe('c');
    expect(topMostRead(rows, -500)).toBe('a');
  });

  it('takes a tall status covering the line when nothing starts below it', () => {
    expect(topMostRead([{ id: 'long', top: -2000, bottom: 3000 }], 48)).toBe('long');
  });

  it('has nothing for an empty or passed list', () => {
    expect(topMostRead([], 0)).toBeNull();
    expect(topMostRead([{ id: 'x', top: -50, bottom: -10 }], 48)).toBeNull();
  });
});
