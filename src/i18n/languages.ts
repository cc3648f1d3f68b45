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

/** The first browser language the app has a locale for, by exact tag then by base language; else English. */
export function pickInterfaceLanguage(
  browser: readonly string[],
  available: readonly string[],
): string {
  const tags = available.map((a) => toLanguageTag(a));
  for (const wanted of browser) {
    const tag = toLanguageTag(wanted);
    const exact = tags.find((t) => t.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0]?.toLowerCase();
    const byBase = tags.find((t) => t.split('-')[0]?.toLowerCase() === base);
    if (byBase) return byBase;
  }
  return 'en';
}
