import { describe, expect, it } from 'vitest';
import { languageName } from './languageName';

describe('languageName', () => {
  it('names the language in the interface language', () => {
    expect(languageName('en', 'en')).toBe('English');
    expect(languageName('en', 'fr')).toBe('anglais');
    expect(languageName('ja', 'de')).toBe('Japanisch');
  });

  it('accepts the interface ids that are not plain tags', () => {
    expect(languageName('fr', 'zh_Hant')).toBe('法文');
    expect(languageName('en', 'ja_easy')).not.toBe('en');
  });

  it('keeps a code it cannot name', () => {
    expect(languageName('not a code', 'en')).toBe('not a code');
    expect(languageName('', 'en')).toBe('');
  });
});
