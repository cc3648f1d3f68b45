import { describe, expect, it } from 'vitest';
import {
  columnsFor,
  EMOJI_CELL_PX,
  filterEmoji,
  GROUP_TITLE_PX,
  gridRows,
  groupCustomEmoji,
  groupTitle,
} from './emojiGrid';

const e = (shortcode: string, tags: string[] = []) => ({
  shortcode,
  glyph: null,
  url: `/${shortcode}.png`,
  tags,
});

describe('emoji grid', () => {
  it('uses 40 px cells and 24 px titles', () => {
    expect(EMOJI_CELL_PX).toBe(40);
    expect(GROUP_TITLE_PX).toBe(24);
    expect(columnsFor(330)).toBe(8);
    expect(columnsFor(10)).toBe(1);
  });

  it('names a pack group after the pack', () => {
    expect(groupTitle('pack:kitchen')).toBe('kitchen');
    expect(groupTitle('blobs')).toBe('blobs');
  });

  it('groups custom emoji by tag', () => {
    const groups = groupCustomEmoji([e('a', ['blobs']), e('b'), e('c', ['blobs'])], 'Custom');
    expect(groups.map((g) => [g.title, g.emoji.map((x) => x.shortcode)])).toEqual([
      ['blobs', ['a', 'c']],
      ['Custom', ['b']],
    ]);
  });

  it('lays groups out as a title row and rows of cells', () => {
    const rows = gridRows(
      [
        { id: 'x', title: 'X', emoji: [e('1'), e('2'), e('3')] },
        { id: 'empty', title: 'E', emoji: [] },
      ],
      2,
    );
    expect(
      rows.map((r) => [r.kind, r.size, r.kind === 'emoji' ? r.items.length : r.title]),
    ).toEqual([
      ['title', 24, 'X'],
      ['emoji', 40, 2],
      ['emoji', 40, 1],
    ]);
  });

  it('filters by shortcode or tag', () => {
    expect(
      filterEmoji([e('blobcat', ['blobs']), e('heart')], 'BLOB').map((x) => x.shortcode),
    ).toEqual(['blobcat']);
  });
});
