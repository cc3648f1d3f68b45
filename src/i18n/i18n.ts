import en from './locales/en';
import { Translator, type Resources } from './translator';

/** The app's one translator. English ships in the main bundle so the first paint never waits. */
export const i18n = new Translator('en');
i18n.addResources('en', en as Resources);

/** Loads a locale's one chunk into the translator; resolves false (and logs) when it fails. */
async function ensureLoaded(tag: string): Promise<boolean> {
  if (i18n.hasResources(tag)) return true;
  try {
    const { loadLocaleResources } = await import('./localeBundles');
    i18n.addResources(tag, await loadLocaleResources(tag));
    return true;
  } catch (error) {
    // English stays; a missing language is not worth interrupting anyone for.
    console.warn(`[petrel] the ${tag} interface language failed to load`, error);
    return false;
  }
}

let latest = 0;

/**
 * Switches the interface to a language tag once its text is there, so nothing paints half
 * translated. Only the last request wins when choices overlap.
 */
export async function setInterfaceLanguage(tag: string): Promise<void> {
  const request = ++latest;
  const loaded = tag === 'en' || (await ensureLoaded(tag));
  if (request !== latest) return;
  i18n.changeLanguage(loaded ? tag : 'en');
}

/** `<html lang dir>` follow the interface language, for screen readers, fonts and mirroring. */
function applyDocumentLanguage(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = i18n.language;
  document.documentElement.dir = i18n.dir();
}

/** Starts loading the interface language; resolve before the first render to avoid an English flash. */
export function initI18n(
  browserLanguages: readonly string[] = navigator.languages,
  chosen?: string | null,
): Promise<void> {
  i18n.subscribe(applyDocumentLanguage);
  applyDocumentLanguage();
  const wanted = chosen ? [chosen] : browserLanguages;
  // English first (or nothing) needs no choosing: the list of languages stays off the first visit.
  if (/^en(-|$)/i.test(wanted[0] ?? 'en')) return Promise.resolve();
  return import('./languages').then(({ resolveInterfaceLanguage }) =>
    setInterfaceLanguage(resolveInterfaceLanguage(chosen, browserLanguages)),
  );
}
