import { describe, expect, it } from 'vitest';
import { mfmSpanProps } from './mfm';

const attrs =
  (values: Record<string, string>) =>
  (name: string): string | null =>
    values[name] ?? null;

describe('mfmSpanProps', () => {
  it('maps known functions with their speed, angle, colour and flags', () => {
    expect(mfmSpanProps('mfm-tada', attrs({}))).toEqual({
      className: 'mfm mfm-tada',
      style: undefined,
      flags: {},
    });
    expect(
      mfmSpanProps('mfm-spin', attrs({ 'data-mfm-speed': '0.5s', 'data-mfm-left': '' })),
    ).toEqual({
      className: 'mfm mfm-spin',
      style: { '--mfm-speed': '0.5s' },
      flags: { 'data-mfm-left': '' },
    });
    expect(mfmSpanProps('mfm-rotate', attrs({ 'data-mfm-deg': '45' }))?.style).toEqual({
      '--mfm-deg': '45deg',
    });
    expect(mfmSpanProps('mfm-fg', attrs({ 'data-mfm-color': 'f00' }))?.style).toEqual({
      '--mfm-color': '#f00',
    });
  });
  it('drops unknown functions and malformed values', () => {
    expect(mfmSpanProps('h-card', attrs({}))).toBeNull();
    expect(mfmSpanProps('mfm-evil', attrs({}))).toBeNull();
    expect(mfmSpanProps('mfm-tada other', attrs({}))).toBeNull();
    expect(
      mfmSpanProps(
        'mfm-jelly',
        attrs({ 'data-mfm-speed': '1s;background:url(x)', 'data-mfm-color': 'red;x' }),
      )?.style,
    ).toBeUndefined();
    expect(mfmSpanProps('mfm-fg', attrs({ 'data-mfm-color': 'url(x)' }))?.style).toBeUndefined();
  });
});
