import en from './locales/en';
import { pickInterfaceLanguage } from './languages';
import { Translator, type Resources } from './translator';

/** The app's one translator. English ships in the main bundle so the first paint never waits. */
export const i18n = new Translator('en');
i18n.addResources('en', en as Resources);

export function initI18n(browserLanguages: readonly string[] = navigator.languages): Translator {
  i18n.changeLanguage(pickInterfaceLanguage(browserLanguages, ['en']));
  return i18n;
}
