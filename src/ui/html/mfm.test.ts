import { describe, expect, it } from 'vitest';
import { MFM_BOUNDS, mfmSpanProps } from './mfm';

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
  it('keeps scale and position within their bounds, as Misskey caps scale at 5', () => {
    const style = (name: string, x: string, y: string) =>
      mfmSpanProps(name, attrs({ 'data-mfm-x': x, 'data-mfm-y': y }))?.style;
    expect(style('mfm-scale', '60', '-60')).toEqual({ '--mfm-x': '5', '--mfm-y': '-5' });
    expect(style('mfm-position', '60', '-1000')).toEqual({
      '--mfm-x': '5',
      '--mfm-y': '-5',
    });
    // Values inside the bounds pass as written.
    expect(style('mfm-scale', '1.5', '0.5')).toEqual({ '--mfm-x': '1.5', '--mfm-y': '0.5' });
    expect(style('mfm-position', '-2.25', '3')).toEqual({ '--mfm-x': '-2.25', '--mfm-y': '3' });
    expect(MFM_BOUNDS.scale.max).toBe(5);
  });
});
