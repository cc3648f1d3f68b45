import { describe, expect, it } from 'vitest';
import { highlightAttributes } from './highlight';

describe('user highlight on posts', () => {
  it('marks each kind with its colour', () => {
    for (const type of ['solid', 'striped', 'side'] as const)
      expect(highlightAttributes({ type, color: '#A0C4FF' })).toEqual({
        'data-highlight': type,
        style: { '--highlight': '#A0C4FF' },
      });
  });

  it('leaves posts alone when disabled or not set', () => {
    expect(highlightAttributes(undefined)).toEqual({});
    expect(highlightAttributes({ type: 'disabled', color: '#FFFFFF' })).toEqual({});
  });

  it('refuses anything but a #rrggbb colour', () => {
    expect(highlightAttributes({ type: 'solid', color: 'red;background:url(x)' })).toEqual({});
    expect(highlightAttributes({ type: 'side', color: '#fff' })).toEqual({});
  });
});
