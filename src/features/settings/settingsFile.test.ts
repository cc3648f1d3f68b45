import { describe, expect, it } from 'vitest';
import { buildSettingsFile, mergeImported, readSettingsFile } from './settingsFile';
import { DEFAULT_PREFERENCES } from '../../core/preferences/preferences';
import { checkValue, fullConfiguration, pickPreferences } from './settingsValues';

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

describe('settings backup of the whole configuration (issue 24)', () => {
  it('a new account with nothing stored still gets every preference, theme or not', () => {
    const all = fullConfiguration({}, {});
    const withTheme = JSON.parse(buildSettingsFile(all, true)) as Record<string, unknown>;
    expect(Object.keys(withTheme).sort()).toEqual(
      [...Object.keys(DEFAULT_PREFERENCES), '_pleroma_settings_version'].sort(),
    );
    expect(withTheme).toMatchObject({
      hideNsfw: true,
      thirdColumnMode: 'notifications',
      theme: 'pleroma-dark',
      _pleroma_settings_version: [1, 0],
    });
    const without = JSON.parse(buildSettingsFile(all, false)) as Record<string, unknown>;
    expect(without).not.toHaveProperty('theme');
    expect(without).not.toHaveProperty('customThemeColours');
    expect(without).toMatchObject({ maxThumbnails: 16, conversationDisplay: 'linear' });
  });

  it("takes the user's choice, else the instance's configured default, else the spec's", () => {
    const all = fullConfiguration(
      { hideNsfw: false },
      { hideNsfw: true, conversationDisplay: 'tree', maxThumbnails: 'many' },
    );
    expect(all.hideNsfw).toBe(false);
    expect(all.conversationDisplay).toBe('tree');
    expect(all.maxThumbnails).toBe(16);
  });

  it('exports the collapse a Mastodon-family server shows, and an Akkoma config decides there', () => {
    expect(fullConfiguration({}, {}, false).collapseMessageWithSubject).toBe(true);
    expect(fullConfiguration({}, {}, true).collapseMessageWithSubject).toBe(false);
    expect(
      fullConfiguration({}, { collapseMessageWithSubject: true }, true).collapseMessageWithSubject,
    ).toBe(true);
  });

  it('reads back into the same values', () => {
    const all = fullConfiguration({ theme: 'pleroma-light' }, {});
    const read = readSettingsFile(buildSettingsFile(all, true));
    expect(read).toMatchObject({ ok: true, hasTheme: true });
    expect(read.ok && read.values.theme).toBe('pleroma-light');
    expect(read.ok && read.values.maxThumbnails).toBe(16);
  });
});
