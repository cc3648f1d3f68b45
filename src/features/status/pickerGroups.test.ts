import { describe, expect, it } from 'vitest';
import { groupCustomEmojiByPack } from './pickerGroups';

const emoji = (shortcode: string, tags: string[]) => ({ shortcode, image_url: '', tags });

describe('groupCustomEmojiByPack', () => {
  it('groups by pack, in first-seen order, with untagged emoji apart', () => {
    const groups = groupCustomEmojiByPack([
      emoji('blob_cat', ['pack:blobs']),
      emoji('petrel', []),
      emoji('heart_pixel', ['pack:pixel']),
      emoji('blob_fox', ['pack:blobs']),
    ]);
    expect(groups.map((g) => [g.pack, g.emoji.map((e) => e.shortcode)])).toEqual([
      ['blobs', ['blob_cat', 'blob_fox']],
      [null, ['petrel']],
      ['pixel', ['heart_pixel']],
    ]);
  });

  it('takes a Mastodon category as it is', () => {
    expect(groupCustomEmojiByPack([emoji('a', ['Animals'])])[0]?.pack).toBe('Animals');
  });
});
