import { toLanguageTag } from './languages';

/* The picker's names for the interface languages; kept apart so the first visit never loads them. */

// Where Intl.DisplayNames has no own name for a language, or a less usual one.
const OWN_NAMES: Record<string, string> = {
  ja_easy: 'やさしいにほんご',
  eo: 'Esperanto',
  oc: 'Occitan',
  id: 'Bahasa Indonesia',
  zh: '简体中文',
  zh_Hant: '繁體中文',
};

/** A language's name in that language ("Deutsch", "العربية"), capitalised as a list item. */
export function ownLanguageName(id: string): string {
  const own = OWN_NAMES[id];
  if (own) return own;
  const tag = toLanguageTag(id);
  let name = id;
  try {
    name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? id;
  } catch {
    // An engine without this locale's data: the id is still recognisable.
  }
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/**
 * Ids in the order a picker lists them: by own name under a neutral collation, so Latin
 * scripts come alphabetically and other scripts follow grouped by script.
 */
export function sortByOwnName(ids: readonly string[]): string[] {
  const collator = new Intl.Collator('und');
  return [...ids].sort((a, b) => collator.compare(ownLanguageName(a), ownLanguageName(b)));
}
