import { describe, expect, it } from 'vitest';
import { keptScreenKey, pagePath, readKeptScreen } from './keptScreen';

function storage(items: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => items[key] ?? null };
}

const kept = { path: '/main/all', ids: ['b', 'a'], html: '<div>rows</div>', vars: '--bg: #000' };

describe('readKeptScreen', () => {
  it('reads the screen of the page it was taken on', () => {
    const items = { [keptScreenKey(null)]: JSON.stringify(kept) };
    expect(readKeptScreen(storage(items), null, '/main/all/')).toEqual(kept);
    expect(readKeptScreen(storage(items), null, '/main/public')).toBeNull();
  });

  it("reads the account's own screen only", () => {
    const items = {
      [keptScreenKey('other@x')]: JSON.stringify(kept),
      [keptScreenKey(null)]: JSON.stringify(kept),
    };
    expect(readKeptScreen(storage(items), 'me@x', '/main/all')).toBeNull();
    const own = { ...items, [keptScreenKey('me@x')]: JSON.stringify({ ...kept, ids: ['c'] }) };
    expect(readKeptScreen(storage(own), 'me@x', '/main/all')?.ids).toEqual(['c']);
  });

  it('ignores what it cannot read', () => {
    const bad = ['{', 'null', '[]', JSON.stringify({ ...kept, ids: [] })];
    bad.push(JSON.stringify({ ...kept, html: 1 }));
    for (const value of bad)
      expect(
        readKeptScreen(storage({ [keptScreenKey(null)]: value }), null, '/main/all'),
      ).toBeNull();
  });
});

it('pagePath drops trailing slashes', () => {
  expect(pagePath('/main/all//')).toBe('/main/all');
});
