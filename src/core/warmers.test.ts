import { describe, expect, it } from 'vitest';
import { fillWarmer, warm } from './warmers';

describe('warmers', () => {
  it('do nothing until the app fills them, then run what it filled', () => {
    expect(() => warm('conversation')).not.toThrow();
    let runs = 0;
    fillWarmer('conversation', () => runs++);
    warm('conversation');
    warm('conversation');
    expect(runs).toBe(2);
  });
});
