import { describe, expect, it } from 'vitest';
import type { EmojiReaction } from '../../api/entities';
import { groupReactions, reactionLabel, visibleReactions } from './reactionGroups';
import { toggleReaction } from './toggleReaction';

const r = (name: string, count: number, extra: Partial<EmojiReaction> = {}): EmojiReaction => ({
  name,
  url: null,
  count,
  me: false,
  accounts: [],
  ...extra,
});

describe('groupReactions', () => {
  it('merges the same unicode emoji and keeps order', () => {
    const out = groupReactions([
      r('👍', 2, { accounts: ['a'] }),
      r('🎉', 1),
      r('👍', 1, { me: true, accounts: ['b'] }),
    ]);
    expect(out.map((x) => [x.name, x.count, x.me])).toEqual([
      ['👍', 3, true],
      ['🎉', 1, false],
    ]);
    expect(out[0]?.accounts).toEqual(['a', 'b']);
  });
  it('keeps custom emoji with the same name but other images apart', () => {
    const out = groupReactions([
      r('blob', 1, { url: 'https://a/blob.png' }),
      r('blob@remote.example', 1, { url: 'https://b/blob.png' }),
      r('blob', 2, { url: 'https://a/blob.png' }),
    ]);
    expect(out.map((x) => [x.name, x.count])).toEqual([
      ['blob', 3],
      ['blob@remote.example', 1],
    ]);
    expect(reactionLabel(out[1]!)).toBe('blob');
  });
  it('drops empty reactions', () => {
    expect(groupReactions([r('x', 0)])).toEqual([]);
  });
});

describe('visibleReactions', () => {
  const many = Array.from({ length: 15 }, (_, i) => r(`e${i}`, 1));
  it('shows 12, then +N', () => {
    const { shown, hidden } = visibleReactions(many, false);
    expect(shown).toHaveLength(12);
    expect(hidden).toBe(3);
  });
  it('shows all when expanded or when 12 or fewer', () => {
    expect(visibleReactions(many, true).shown).toHaveLength(15);
    expect(visibleReactions(many.slice(0, 12), false).hidden).toBe(0);
  });
});

describe('toggleReaction', () => {
  it('adds to an existing reaction or appends a new one', () => {
    expect(toggleReaction([r('👍', 1)], { name: '👍', url: null }, true, 'me')[0]).toMatchObject({
      count: 2,
      me: true,
    });
    expect(toggleReaction([], { name: '🎉', url: null }, true, 'me')).toHaveLength(1);
  });
  it('removes the viewer and drops a reaction that reaches 0', () => {
    expect(
      toggleReaction(
        [r('👍', 1, { me: true, accounts: ['me'] })],
        { name: '👍', url: null },
        false,
        'me',
      ),
    ).toEqual([]);
  });
});
