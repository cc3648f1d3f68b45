import i18next from 'i18next';
import en from './locales/en';
import { pickInterfaceLanguage } from './languages';

// English ships in the main bundle so the first paint never waits for a locale;
// other locales arrive later as their own chunks.
export function initI18n(
  browserLanguages: readonly string[] = navigator.languages,
): typeof i18next {
  void i18next.init({
    resources: { en: { translation: en } },
    lng: pickInterfaceLanguage(browserLanguages, ['en']),
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
