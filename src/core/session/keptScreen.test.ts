import { describe, expect, it } from 'vitest';
import { KEPT_SCREEN_MAX_AGE_MS, keptScreenKey, pagePath, readKeptScreen } from './keptScreen';

function storage(items: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => items[key] ?? null };
}

const at = 1_800_000_000_000;
const now = at + 60_000;
const kept = {
  path: '/main/all',
  ids: ['b', 'a'],
  html: '<div>rows</div>',
  vars: '--bg: #000',
  at,
};

describe('readKeptScreen', () => {
  it('reads the screen of the page it was taken on', () => {
    const items = { [keptScreenKey(null)]: JSON.stringify(kept) };
    expect(readKeptScreen(storage(items), null, '/main/all/', now)).toEqual(kept);
    expect(readKeptScreen(storage(items), null, '/main/public', now)).toBeNull();
  });

  it("reads the account's own screen only", () => {
    const items = {
      [keptScreenKey('other@x')]: JSON.stringify(kept),
      [keptScreenKey(null)]: JSON.stringify(kept),
    };
    expect(readKeptScreen(storage(items), 'me@x', '/main/all', now)).toBeNull();
    const own = { ...items, [keptScreenKey('me@x')]: JSON.stringify({ ...kept, ids: ['c'] }) };
    expect(readKeptScreen(storage(own), 'me@x', '/main/all', now)?.ids).toEqual(['c']);
  });

  it('ignores what it cannot read', () => {
    const bad = ['{', 'null', '[]', JSON.stringify({ ...kept, ids: [] })];
    bad.push(JSON.stringify({ ...kept, html: 1 }), JSON.stringify({ ...kept, at: undefined }));
    for (const value of bad)
      expect(
        readKeptScreen(storage({ [keptScreenKey(null)]: value }), null, '/main/all', now),
      ).toBeNull();
  });
});

it('reads a screen kept within the hour only', () => {
  const items = { [keptScreenKey(null)]: JSON.stringify(kept) };
  expect(readKeptScreen(storage(items), null, '/main/all', at + KEPT_SCREEN_MAX_AGE_MS)).toEqual(
    kept,
  );
  expect(
    readKeptScreen(storage(items), null, '/main/all', at + KEPT_SCREEN_MAX_AGE_MS + 1),
  ).toBeNull();
  // A clock set back since: not trusted.
  expect(readKeptScreen(storage(items), null, '/main/all', at - 1)).toBeNull();
});

it('pagePath drops trailing slashes', () => {
  expect(pagePath('/main/all//')).toBe('/main/all');
});
