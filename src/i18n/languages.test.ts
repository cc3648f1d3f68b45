import { describe, expect, it } from 'vitest';
import { pickInterfaceLanguage, toLanguageTag } from './languages';

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
