import { describe, expect, it } from 'vitest';
import { stickersOf } from './stickers';

describe('stickersOf', () => {
  it('lists a pack’s files under its folder', () => {
    const pack = {
      pack: 'birds',
      path: '/static/stickers/birds/',
      meta: { title: 'Birds', stickers: ['heron.png', 7, ''] },
    };
    expect(stickersOf(pack)).toEqual([
      { pack: 'birds', name: 'heron', path: '/static/stickers/birds/heron.png' },
    ]);
  });

  it('gives nothing for a pack without a list', () => {
    expect(stickersOf({ pack: 'x', path: '/x/', meta: { title: 'X' } })).toEqual([]);
  });
});
