import { describe, expect, it } from 'vitest';
import { buildSettingsFile, mergeImported, readSettingsFile } from './settingsFile';
import { checkValue, pickPreferences } from './settingsValues';

describe('settings file', () => {
  it('round-trips the stored choices with the [1,0] version pair', () => {
    const text = buildSettingsFile({ hideNsfw: false, theme: 'pleroma-light' }, true);
    expect(JSON.parse(text)).toMatchObject({ _pleroma_settings_version: [1, 0] });
    expect(readSettingsFile(text)).toEqual({
      ok: true,
      values: { hideNsfw: false, theme: 'pleroma-light' },
      hasTheme: true,
    });
  });

  it('leaves the theme out when asked', () => {
    const text = buildSettingsFile({ hideNsfw: false, theme: 'pleroma-light' }, false);
    expect(JSON.parse(text)).not.toHaveProperty('theme');
  });

  it('applies the version rules', () => {
    const file = (v: unknown) => JSON.stringify({ _pleroma_settings_version: v, hideNsfw: false });
    expect(readSettingsFile(JSON.stringify({ hideNsfw: false }))).toEqual({
      ok: false,
      error: 'invalid_file',
    });
    expect(readSettingsFile(file('1.0'))).toEqual({ ok: false, error: 'invalid_file' });
    expect(readSettingsFile(file([2, 0]))).toEqual({ ok: false, error: 'file_too_new' });
    expect(readSettingsFile(file([0, 9]))).toEqual({ ok: false, error: 'file_too_old' });
    expect(readSettingsFile(file([1, 3]))).toMatchObject({
      ok: true,
      warning: 'file_slightly_new',
    });
    expect(readSettingsFile('not json')).toEqual({ ok: false, error: 'invalid_settings_imported' });
    expect(readSettingsFile('[1]')).toEqual({ ok: false, error: 'invalid_settings_imported' });
  });

  it("keeps only this client's keys of the right shape", () => {
    expect(
      pickPreferences({
        hideNsfw: 'yes',
        maxThumbnails: 4,
        widenTimeline: 'huge',
        replyVisibility: 'self',
        someOtherFrontend: true,
        muteWords: ['a', 2],
        interfaceLanguage: null,
      }),
    ).toEqual({ maxThumbnails: 4, replyVisibility: 'self' });
    expect(checkValue('interfaceLanguage', 'de')).toBe('de');
  });

  it('keeps the current look when the file has no theme', () => {
    expect(mergeImported({ theme: 'a', hideNsfw: true }, { maxThumbnails: 3 }, false)).toEqual({
      maxThumbnails: 3,
      theme: 'a',
    });
    expect(mergeImported({ theme: 'a' }, { theme: 'b' }, true)).toEqual({ theme: 'b' });
  });
});
