import { afterEach, describe, expect, it, vi } from 'vitest';

// Stand-in catalogues: the real ones arrive from the translators; loading is what is tested.
const loads: string[] = [];
vi.mock('./localeBundles', () => ({
  bundledLanguageIds: ['de', 'ar'],
  loadLocaleResources: async (tag: string) => {
    const id = tag;
    loads.push(id);
    if (id === 'de') return { nav: { home: 'Startseite' } };
    if (id === 'ar') return { nav: { home: 'الرئيسية' } };
    throw new Error(`No catalogue for ${id}`);
  },
}));

const { i18n, initI18n, setInterfaceLanguage } = await import('./i18n');
const { resolveInterfaceLanguage } = await import('./languages');

afterEach(async () => {
  await setInterfaceLanguage('en');
  vi.restoreAllMocks();
});

describe('interface language loading', () => {
  it('starts from the browser language and has its text before it switches', async () => {
    const ready = initI18n(['de-AT', 'en']);
    expect(i18n.language).toBe('en');
    await ready;
    expect(i18n.language).toBe('de');
    expect(i18n.t('nav.home')).toBe('Startseite');
  });

  it('loads nothing for an English browser', async () => {
    loads.length = 0;
    await initI18n(['en-GB', 'de']);
    expect(loads).toEqual([]);
    expect(i18n.language).toBe('en');
  });

  it('a saved choice wins over the browser', () => {
    expect(resolveInterfaceLanguage('ja_easy', ['de'])).toBe('ja-x-easy');
    expect(resolveInterfaceLanguage(null, ['fa-IR'])).toBe('fa');
    expect(resolveInterfaceLanguage(null, ['sw'])).toBe('en');
  });

  it('loads a language once and switches to right-to-left', async () => {
    loads.length = 0;
    await setInterfaceLanguage('ar');
    await setInterfaceLanguage('en');
    await setInterfaceLanguage('ar');
    expect(loads).toEqual(['ar']);
    expect(i18n.dir()).toBe('rtl');
  });

  it('keeps English and only logs when a language fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await setInterfaceLanguage('ko');
    expect(i18n.language).toBe('en');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('lets the last of overlapping choices win', async () => {
    i18n.addResources('fr', { nav: { home: 'Accueil' } });
    const slow = setInterfaceLanguage('ga');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await setInterfaceLanguage('fr');
    await slow;
    expect(i18n.language).toBe('fr');
  });
});
