import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLocale, type Catalogue } from './localeCheck';
import { toLanguageTag, TRANSLATED_LANGUAGE_IDS } from './languages';

const root = join(import.meta.dirname, 'locales');
const read = (locale: string, file: string): Catalogue =>
  JSON.parse(readFileSync(join(root, locale, file), 'utf8')) as Catalogue;
const areas = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));
const locales = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'en')
  .map((d) => d.name);

describe.each(locales)('locale %s', (locale) => {
  it.each(areas)('%s has every English key, filled, with the same placeholders', (area) => {
    const files = readdirSync(join(root, locale));
    expect(files, `${locale}/${area} is missing`).toContain(area);
    expect(checkLocale(read('en', area), read(locale, area), toLanguageTag(locale))).toEqual([]);
  });
});

describe('the interface language list', () => {
  it('has a catalogue folder for each of the 32 languages', () => {
    expect([...locales].sort()).toEqual([...TRANSLATED_LANGUAGE_IDS].sort());
  });
  it('knows every catalogue folder there is (no folder under an id the app never loads)', () => {
    const known: readonly string[] = TRANSLATED_LANGUAGE_IDS;
    expect(locales.filter((id) => !known.includes(id))).toEqual([]);
  });
});

it('reads the English catalogue it compares with', () => {
  expect(areas.length).toBeGreaterThan(10);
});

// Area files are merged shallowly (localeBundles.ts, en.ts, Translator.extendResources): two
// files under one top-level key would drop one's text. A few words split off for a chunk of
// their own (settingsNotice.json, accountSwitcher.json) take a key of their own.
it('gives each area file top-level keys no other area file has', () => {
  const owners = new Map<string, string[]>();
  for (const area of areas)
    for (const key of Object.keys(read('en', area)))
      owners.set(key, [...(owners.get(key) ?? []), area]);
  expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
});
