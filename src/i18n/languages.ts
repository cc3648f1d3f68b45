/**
 * The interface languages: one list, in Pleroma's ids (the folder names under `locales/`).
 * English is bundled; every other id is a lazy chunk built from `locales/<id>/*.json`.
 */
export const TRANSLATED_LANGUAGE_IDS = [
  'ar',
  'ca',
  'cs',
  'de',
  'eo',
  'es',
  'et',
  'eu',
  'fa',
  'fi',
  'fr',
  'ga',
  'he',
  'hu',
  'id',
  'it',
  'ja',
  'ja_easy',
  'ko',
  'nb',
  'nl',
  'oc',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'te',
  'uk',
  'vi',
  'zh',
  'zh_Hant',
] as const;

export const INTERFACE_LANGUAGE_IDS = ['en', ...TRANSLATED_LANGUAGE_IDS] as const;

// Pleroma names some locales with underscores (ja_easy, zh_Hant); the app uses BCP 47 tags.
const PLEROMA_TO_BCP47: Record<string, string> = {
  ja_easy: 'ja-x-easy',
  ja_pedantic: 'ja-x-pedantic',
  zh_Hant: 'zh-Hant',
  zh_Hans: 'zh-Hans',
};

export function toLanguageTag(id: string): string {
  return PLEROMA_TO_BCP47[id] ?? id.replace(/_/g, '-');
}

/** The id (folder name) of a tag the app uses, or the tag itself when it is not one of ours. */
export function toLanguageId(tag: string): string {
  const lower = tag.toLowerCase();
  return INTERFACE_LANGUAGE_IDS.find((id) => toLanguageTag(id).toLowerCase() === lower) ?? tag;
}

function languageAndScript(tag: string): string | null {
  try {
    const locale = new Intl.Locale(tag).maximize();
    return `${locale.language}-${locale.script ?? ''}`;
  } catch {
    return null;
  }
}

/**
 * The first browser language the app has a locale for: by exact tag, then by language and
 * script (zh-TW finds zh-Hant, not Simplified zh), then by base language; else English.
 * Returns the BCP 47 tag.
 */
export function pickInterfaceLanguage(
  browser: readonly string[],
  available: readonly string[],
): string {
  // Private-use variants (ja-x-easy) are picked only by name, never as a match for "ja".
  const tags = available.map((a) => toLanguageTag(a));
  const plain = tags.filter((t) => !t.toLowerCase().includes('-x-'));
  for (const wanted of browser) {
    const tag = toLanguageTag(wanted);
    const exact = tags.find((t) => t.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const script = languageAndScript(tag);
    const byScript = script ? plain.find((t) => languageAndScript(t) === script) : undefined;
    if (byScript) return byScript;
    const base = tag.split('-')[0]?.toLowerCase();
    const byBase = plain.find((t) => t.split('-')[0]?.toLowerCase() === base);
    if (byBase) return byBase;
  }
  return 'en';
}

/** The tag for a saved choice (an id such as ja_easy) or, without one, the browser's languages. */
export function resolveInterfaceLanguage(
  chosen: string | null | undefined,
  browserLanguages: readonly string[],
): string {
  return pickInterfaceLanguage(chosen ? [chosen] : browserLanguages, INTERFACE_LANGUAGE_IDS);
}
