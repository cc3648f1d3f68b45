/**
 * Compares one locale's catalogue with English's: every English key present, nothing empty,
 * the same `{{placeholders}}`, and plural keys in the forms the locale's own grammar needs.
 * Pure, so the checker itself is tested (localeCheck.test.ts) and the scan over the real
 * catalogues (locales.test.ts) stays a thin loop.
 */
export type Catalogue = { [key: string]: string | Catalogue };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(catalogue: Catalogue, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

function placeholders(text: string): string {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .filter((name, i, all) => all.indexOf(name) === i)
    .join(',');
}

/**
 * The plural forms whole numbers take in a language. Fractions and compact millions (the
 * `many` of Spanish or French) never reach a counter, so they are not required.
 */
export function pluralFormsFor(languageTag: string): string[] {
  const rules = new Intl.PluralRules(languageTag);
  const forms = new Set<string>();
  for (let n = 0; n <= 200; n++) forms.add(rules.select(n));
  forms.add('other');
  return [...forms].sort();
}

export function checkLocale(english: Catalogue, locale: Catalogue, languageTag: string): string[] {
  const problems: string[] = [];
  const en = flatten(english);
  const own = flatten(locale);
  const forms = pluralFormsFor(languageTag);
  // A base is plural only when English has both its forms: `error_other` or `too_many` alone
  // are plain keys whose names merely end like a plural form.
  const pluralBases = new Set(
    [...en.keys()]
      .filter((k) => k.endsWith('_one') && en.has(`${k.slice(0, -4)}_other`))
      .map((k) => k.slice(0, -4)),
  );
  // A plural key's placeholders are judged against English's `_other`, the fullest form.
  const reference = (key: string): string | undefined => {
    const base = key.replace(PLURAL_SUFFIX, '');
    return pluralBases.has(base) ? en.get(`${base}_other`) : en.get(key);
  };

  for (const key of en.keys()) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (pluralBases.has(base) && key !== base) continue;
    if (!own.has(key)) problems.push(`missing key ${key}`);
  }
  for (const base of pluralBases) {
    for (const form of forms) {
      if (!own.has(`${base}_${form}`)) problems.push(`missing plural form ${base}_${form}`);
    }
  }
  for (const [key, text] of own) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const isPluralForm = pluralBases.has(base) && key !== base;
    if (isPluralForm) {
      const form = PLURAL_SUFFIX.exec(key)?.[1] ?? '';
      if (!forms.includes(form) && form !== 'zero') {
        problems.push(`plural form ${key} does not exist in ${languageTag}`);
      }
    } else if (!en.has(key)) {
      problems.push(`unknown key ${key}`);
      continue;
    }
    if (text.trim() === '') problems.push(`empty key ${key}`);
    const expected = reference(key);
    if (expected === undefined) continue;
    const want = placeholders(expected);
    const got = placeholders(text);
    // Every plural form keeps the number as a numeral, as English does: French "one" also
    // covers 0 and Russian "one" 21, and a spelled-out number would not match the digits a
    // button shows beside its label (WCAG 2.5.3, label in name).
    const acceptable = got === want;
    if (!acceptable) problems.push(`placeholders of ${key}: expected {${want}}, found {${got}}`);
  }
  return problems;
}
