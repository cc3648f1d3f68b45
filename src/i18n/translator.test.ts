import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function make() {
  const i18n = new Translator('en');
  i18n.addResources('en', {
    greet: 'Hello {{name}}',
    nav: { about: 'About' },
    posts_one: '{{count}} post',
    posts_other: '{{count}} posts',
    only_en: 'English only',
  });
  i18n.addResources('pl', {
    nav: { about: 'O nas' },
    posts_one: '{{count}} wpis',
    posts_few: '{{count}} wpisy',
    posts_many: '{{count}} wpisów',
    posts_other: '{{count}} wpisu',
  });
  i18n.addResources('ar', {
    posts_zero: 'لا منشورات',
    posts_two: 'منشوران',
    posts_other: '{{count}} منشور',
  });
  return i18n;
}

describe('Translator', () => {
  it('looks up nested keys and interpolates', () => {
    const i18n = make();
    expect(i18n.t('nav.about')).toBe('About');
    expect(i18n.t('greet', { name: 'Ada' })).toBe('Hello Ada');
    expect(i18n.t('greet')).toBe('Hello {{name}}');
  });

  it('chooses plural forms by the language rules', () => {
    const i18n = make();
    expect(i18n.t('posts', { count: 1 })).toBe('1 post');
    expect(i18n.t('posts', { count: 3 })).toBe('3 posts');
    i18n.changeLanguage('pl');
    expect(i18n.t('posts', { count: 1 })).toBe('1 wpis');
    expect(i18n.t('posts', { count: 3 })).toBe('3 wpisy');
    expect(i18n.t('posts', { count: 5 })).toBe('5 wpisów');
    expect(i18n.t('posts', { count: 1.5 })).toBe('1,5 wpisu');
    i18n.changeLanguage('ar');
    expect(i18n.t('posts', { count: 0 })).toBe('لا منشورات');
    expect(i18n.t('posts', { count: 2 })).toBe('منشوران');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    const i18n = make();
    i18n.changeLanguage('pl');
    expect(i18n.t('nav.about')).toBe('O nas');
    expect(i18n.t('only_en')).toBe('English only');
    expect(i18n.t('missing.key', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(i18n.t('missing.key')).toBe('missing.key');
    expect(i18n.t('nav')).toBe('nav');
  });

  it('tells listeners about language changes and new locales, and knows text direction', () => {
    const i18n = make();
    const listener = vi.fn();
    const stop = i18n.subscribe(listener);
    i18n.changeLanguage('pl');
    i18n.changeLanguage('pl');
    i18n.addResources('de', { nav: { about: 'Über' } });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.dir('ar')).toBe('rtl');
    expect(i18n.dir('he-IL')).toBe('rtl');
    expect(i18n.dir('en')).toBe('ltr');
  });
});
