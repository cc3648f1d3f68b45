import { ownLanguageName, sortByOwnName } from './languageNames';
import { describe, expect, it } from 'vitest';
import {
  INTERFACE_LANGUAGE_IDS,
  pickInterfaceLanguage,
  toLanguageId,
  toLanguageTag,
} from './languages';

describe('toLanguageTag', () => {
  it('maps Pleroma underscore ids to BCP 47 tags', () => {
    expect(toLanguageTag('zh_Hant')).toBe('zh-Hant');
    expect(toLanguageTag('ja_easy')).toBe('ja-x-easy');
    expect(toLanguageTag('pt_BR')).toBe('pt-BR');
    expect(toLanguageTag('nb')).toBe('nb');
  });
});

describe('pickInterfaceLanguage', () => {
  it('prefers an exact match, then the base language, then English', () => {
    expect(pickInterfaceLanguage(['de-AT', 'fr'], ['en', 'fr', 'de'])).toBe('de');
    expect(pickInterfaceLanguage(['zh-Hant'], ['en', 'zh_Hans', 'zh_Hant'])).toBe('zh-Hant');
    expect(pickInterfaceLanguage(['ko'], ['en', 'fr'])).toBe('en');
    expect(pickInterfaceLanguage([], ['en', 'fr'])).toBe('en');
  });
});

describe('the language list', () => {
  it('has English and the 32 translated ids, each mapping to a tag Intl accepts', () => {
    expect(INTERFACE_LANGUAGE_IDS).toHaveLength(33);
    expect(new Set(INTERFACE_LANGUAGE_IDS).size).toBe(33);
    for (const id of INTERFACE_LANGUAGE_IDS) {
      expect(() => new Intl.PluralRules(toLanguageTag(id))).not.toThrow();
      expect(toLanguageId(toLanguageTag(id))).toBe(id);
    }
  });

  it('names each language in itself, by hand where Intl has no good name', () => {
    expect(ownLanguageName('de')).toBe('Deutsch');
    expect(ownLanguageName('fr')).toBe('Français');
    expect(ownLanguageName('ja_easy')).toBe('やさしいにほんご');
    expect(ownLanguageName('zh_Hant')).toBe('繁體中文');
    expect(ownLanguageName('ar')).toBe('العربية');
  });

  it('sorts by own name, Latin scripts first', () => {
    const sorted = sortByOwnName(['ru', 'de', 'ar', 'ca', 'ja']);
    expect(sorted.slice(0, 2)).toEqual(['ca', 'de']);
    expect(sorted).toHaveLength(5);
  });
});

describe('pickInterfaceLanguage over the real list', () => {
  it('finds Traditional Chinese for Taiwan and never picks easy Japanese unasked', () => {
    expect(pickInterfaceLanguage(['zh-TW'], INTERFACE_LANGUAGE_IDS)).toBe('zh-Hant');
    expect(pickInterfaceLanguage(['zh-CN'], INTERFACE_LANGUAGE_IDS)).toBe('zh');
    expect(pickInterfaceLanguage(['ja-JP'], INTERFACE_LANGUAGE_IDS)).toBe('ja');
    expect(pickInterfaceLanguage(['ja_easy'], INTERFACE_LANGUAGE_IDS)).toBe('ja-x-easy');
    expect(pickInterfaceLanguage(['no', 'nb-NO'], INTERFACE_LANGUAGE_IDS)).toBe('nb');
    expect(pickInterfaceLanguage(['sw', 'pt-BR'], INTERFACE_LANGUAGE_IDS)).toBe('pt');
  });
});
