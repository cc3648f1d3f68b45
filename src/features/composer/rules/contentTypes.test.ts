import { describe, expect, it } from 'vitest';
import composer from '../../../i18n/locales/en/composer.json';
import { Translator } from '../../../i18n/translator';
import { contentTypeKey } from './contentTypes';

describe('contentTypeKey', () => {
  const i18n = new Translator('en');
  i18n.addResources('en', composer);
  const name = (format: string) => i18n.t(contentTypeKey(format), { defaultValue: format });

  it('names every format the app knows, MFM included, never by its MIME type', () => {
    expect(name('text/x.misskeymarkdown')).toBe('MFM (Misskey markdown)');
    expect(name('text/plain')).toBe('Plain text');
    expect(name('text/markdown')).toBe('Markdown');
    expect(name('text/html')).toBe('HTML');
    expect(name('text/bbcode')).toBe('BBCode');
  });

  it('falls back to the MIME type of a format it does not know', () => {
    expect(name('text/x.other')).toBe('text/x.other');
  });
});
