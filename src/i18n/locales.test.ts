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
