import { describe, expect, it } from 'vitest';
import {
  followCount,
  WINDOW_AFTER,
  WINDOW_BEFORE,
  WINDOW_CHUNK,
  windowAround,
  withEarlier,
  withLater,
} from './renderWindow';

describe('renderWindow', () => {
  it('holds a short conversation whole', () => {
    expect(windowAround(12, 3)).toEqual({ start: 0, end: 12 });
  });

  it('starts a long conversation around the highlighted status', () => {
    expect(windowAround(5001, 0)).toEqual({ start: 0, end: 1 + WINDOW_AFTER });
    expect(windowAround(5001, 4000)).toEqual({
      start: 4000 - WINDOW_BEFORE,
      end: 4001 + WINDOW_AFTER,
    });
    expect(windowAround(5001, 5000)).toEqual({ start: 5000 - WINDOW_BEFORE, end: 5001 });
  });

  it('starts at the top when the highlighted status is not in the list', () => {
    expect(windowAround(5001, -1)).toEqual({ start: 0, end: 1 + WINDOW_AFTER });
  });

  it('grows by a chunk each way, within the thread', () => {
    expect(withLater({ start: 0, end: 41 }, 5001)).toEqual({ start: 0, end: 41 + WINDOW_CHUNK });
    expect(withLater({ start: 0, end: 5000 }, 5001)).toEqual({ start: 0, end: 5001 });
    expect(withEarlier({ start: 3980, end: 4041 })).toEqual({
      start: 3980 - WINDOW_CHUNK,
      end: 4041,
    });
    expect(withEarlier({ start: 10, end: 41 })).toEqual({ start: 0, end: 41 });
  });

  it('keeps reaching the end when a reply joins', () => {
    expect(followCount({ start: 0, end: 12 }, 12, 13)).toEqual({ start: 0, end: 13 });
    expect(followCount({ start: 0, end: 41 }, 5001, 5002)).toEqual({ start: 0, end: 41 });
    expect(followCount({ start: 30, end: 50 }, 50, 20)).toEqual({ start: 20, end: 20 });
  });
});
