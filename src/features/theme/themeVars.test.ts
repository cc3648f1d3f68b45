import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour, type Rgb } from './colour';
import { readThemeFile, themeToCssVars, withOwnColours } from './themeVars';

const rgb = (s: string | undefined): Rgb => {
  const c = parseColour(s ?? '');
  if (!c) throw new Error(`not a colour: ${s}`);
  return c;
};

const lowContrast = {
  _pleroma_theme_version: 2,
  name: 'murky',
  theme: {
    themeEngineVersion: 3,
    colors: {
      bg: '#1a1a1a',
      fg: '#222222',
      text: '#4a4a4a',
      link: '#333366',
      accent: '#5a3a1a',
      cRed: '#550000',
    },
    radii: { panel: 3 },
  },
};

describe('readThemeFile', () => {
  it('reads version 2 files and tolerates junk', () => {
    expect(readThemeFile(lowContrast)?.colors.bg).toBe('#1a1a1a');
    expect(readThemeFile({ colors: { bg: '#fff', text: '#000' } })?.colors.text).toBe('#000');
    expect(readThemeFile(null)).toBeNull();
    expect(readThemeFile({ theme: { colors: { bg: 3 } } })).toBeNull();
  });
});

describe('themeToCssVars', () => {
  const theme = readThemeFile(lowContrast);
  if (!theme) throw new Error('theme');
  const vars = themeToCssVars(theme);

  it('adjusts every text colour to at least 4.5:1 against its surfaces', () => {
    for (const text of ['--text', '--text-faint', '--link', '--danger', '--text-strong']) {
      for (const surface of ['--bg-panel', '--bg-faint']) {
        expect(
          contrastRatio(rgb(vars[text]), rgb(vars[surface])),
          `${text} on ${surface}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrastRatio(rgb(vars['--accent-text']), rgb(vars['--accent']))).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('applies the spec defaults for radii and opacities, with theme overrides', () => {
    expect(vars['--radius-panel']).toBe('3px');
    expect(vars['--radius-avatar-alt']).toBe('50px');
    expect(vars['--radius-btn']).toBe('4px');
    expect(vars['--opacity-underlay']).toBe('0.15');
    expect(vars['--opacity-alert-popup']).toBe('0.95');
    expect(vars['color-scheme']).toBe('dark');
  });

  it('detects light themes', () => {
    const light = readThemeFile({
      theme: { colors: { bg: '#f5f5f5', fg: '#e8e8e8', text: '#222', link: '#1b5fa8' } },
    });
    expect(light && themeToCssVars(light)['color-scheme']).toBe('light');
  });
});

describe('withOwnColours', () => {
  const theme = { bg: '#121a24', panel: '#1b2736', text: '#b9b9ba' };

  it("lets an own background replace the theme's panel colour, which the surfaces take first", () => {
    expect(withOwnColours(theme, { bg: '#884422' })).toEqual({
      bg: '#884422',
      panel: '#884422',
      text: '#b9b9ba',
    });
    const colors = withOwnColours(theme, { bg: '#884422' });
    expect(themeToCssVars({ colors, radii: {}, opacity: {} })['--bg-panel']).toBe('#884422');
  });

  it("keeps the theme's colours where no own colour is set", () => {
    expect(withOwnColours(theme, {})).toEqual(theme);
    expect(withOwnColours(theme, { text: '#ffffff' })).toEqual({ ...theme, text: '#ffffff' });
  });
});
