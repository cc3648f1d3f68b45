import { toLanguageTag } from './languages';

/**
 * A language code as a name in the interface language ("en" reads "English" in English,
 * "anglais" in French), for sentences like "Translated from {{language}}". Falls back to
 * the code itself when the code is not a language tag or the browser has no names.
 */
export function languageName(code: string, interfaceLanguage: string): string {
  const trimmed = code.trim();
  if (trimmed === '') return code;
  try {
    const names = new Intl.DisplayNames([toLanguageTag(interfaceLanguage), 'en'], {
      type: 'language',
      fallback: 'code',
    });
    return names.of(trimmed) ?? trimmed;
  } catch {
    return trimmed;
  }
}
