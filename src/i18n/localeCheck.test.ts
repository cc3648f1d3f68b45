import { describe, expect, it } from 'vitest';
import { checkLocale, pluralFormsFor, type Catalogue } from './localeCheck';

const english: Catalogue = {
  status: {
    favorite: 'Favorite',
    replies_one: '{{count}} reply',
    replies_other: '{{count}} replies',
    by: 'Posted by {{name}}',
  },
};

const german: Catalogue = {
  status: {
    favorite: 'Favorisieren',
    replies_one: '{{count}} Antwort',
    replies_other: '{{count}} Antworten',
    by: 'Verfasst von {{name}}',
  },
};

describe('checkLocale', () => {
  it('accepts a complete locale', () => {
    expect(checkLocale(english, german, 'de')).toEqual([]);
  });

  it('fails when one key is removed', () => {
    const { favorite: _removed, ...rest } = german.status as Record<string, string>;
    expect(checkLocale(english, { status: rest }, 'de')).toEqual(['missing key status.favorite']);
  });

  it('fails on empty text and on placeholders that differ from English', () => {
    const broken = {
      status: { ...(german.status as Catalogue), favorite: ' ', by: 'Von {{user}}' },
    };
    expect(checkLocale(english, broken, 'de')).toEqual([
      'empty key status.favorite',
      'placeholders of status.by: expected {name}, found {user}',
    ]);
  });

  it('asks for the plural forms of the language, not those of English', () => {
    const japanese = {
      status: { favorite: 'お気に入り', replies_other: '返信{{count}}件', by: '{{name}}の投稿' },
    };
    expect(checkLocale(english, japanese, 'ja')).toEqual([]);
    const russian = {
      status: {
        favorite: 'В избранное',
        replies_one: '{{count}} ответ',
        replies_other: '{{count}} ответа',
        by: 'Автор: {{name}}',
      },
    };
    expect(checkLocale(english, russian, 'ru')).toEqual([
      'missing plural form status.replies_few',
      'missing plural form status.replies_many',
    ]);
  });

  it('rejects keys English does not have and plural forms the language lacks', () => {
    const extra = {
      status: {
        ...(german.status as Catalogue),
        replies_few: '{{count}} Antworten',
        shout: 'Hallo',
      },
    };
    expect(checkLocale(english, extra, 'de')).toEqual([
      'plural form status.replies_few does not exist in de',
      'unknown key status.shout',
    ]);
  });
});

describe('numbers in plural forms', () => {
  it('fails a form that spells the number out instead of keeping {{count}}', () => {
    const french = {
      status: {
        favorite: 'Ajouter aux favoris',
        replies_one: 'Une réponse',
        replies_other: '{{count}} réponses',
        by: 'Publié par {{name}}',
      },
    };
    expect(checkLocale(english, french, 'fr')).toEqual([
      'placeholders of status.replies_one: expected {count}, found {}',
    ]);
  });
});

describe('keys that only look plural', () => {
  it('treats a key ending in a plural word as plain unless English has its _one and _other', () => {
    const en = { upload: { too_many: 'Up to {{count}} files', error_other: 'Something failed' } };
    const ja = {
      upload: { too_many: 'ファイルは{{count}}個まで', error_other: 'エラーが起きました' },
    };
    expect(checkLocale(en, ja, 'ja')).toEqual([]);
    expect(checkLocale(en, { upload: { too_many: 'ファイルは{{count}}個まで' } }, 'ja')).toEqual([
      'missing key upload.error_other',
    ]);
  });
});

describe('pluralFormsFor', () => {
  it('lists the forms whole numbers take', () => {
    expect(pluralFormsFor('en')).toEqual(['one', 'other']);
    expect(pluralFormsFor('es')).toEqual(['one', 'other']);
    expect(pluralFormsFor('ar')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect(pluralFormsFor('zh-Hant')).toEqual(['other']);
  });
});
