import { describe, expect, it } from 'vitest';
import { inlineArrowStep, towardsEnd } from './direction';

describe('reading-order arrows and swipes', () => {
  it('maps arrow keys to next and previous in both directions', () => {
    expect(inlineArrowStep('ArrowRight', false)).toBe(1);
    expect(inlineArrowStep('ArrowLeft', false)).toBe(-1);
    expect(inlineArrowStep('ArrowRight', true)).toBe(-1);
    expect(inlineArrowStep('ArrowLeft', true)).toBe(1);
    expect(inlineArrowStep('ArrowUp', true)).toBe(0);
  });

  it('measures a swipe towards the reading end', () => {
    expect(towardsEnd(-80, false)).toBe(-80);
    expect(towardsEnd(-80, true)).toBe(80);
  });
});
