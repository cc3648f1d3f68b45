import { describe, expect, it } from 'vitest';
import type { Attachment, AttachmentType } from '../../api/entities';
import {
  collapsedRows,
  galleryRows,
  galleryScore,
  isGalleryCollapsed,
  limitThumbnails,
} from './galleryRows';

const att = (type: AttachmentType, id: string = type): Attachment => ({
  id,
  type,
  mimetype: `${type}/x`,
  url: '',
  remote_url: null,
  large_thumb_url: '',
  preview_url: '',
  description: '',
  blurhash: null,
  meta: {},
});
const images = (n: number) => Array.from({ length: n }, (_, i) => att('image', `i${i}`));

describe('galleryRows', () => {
  it('puts up to 3 visual items in a row', () => {
    expect(galleryRows(images(3)).map((r) => r.items.length)).toEqual([3]);
    expect(galleryRows(images(5)).map((r) => r.items.length)).toEqual([3, 2]);
    expect(galleryRows(images(7)).map((r) => r.items.length)).toEqual([3, 2, 2]);
  });
  it('lays 4 out as 2+2', () => {
    expect(galleryRows(images(4)).map((r) => r.items.length)).toEqual([2, 2]);
  });
  it('gives audio and non-visual items rows of their own', () => {
    const rows = galleryRows([att('image'), att('audio'), att('unknown'), att('video')]);
    expect(rows.map((r) => r.kind)).toEqual(['media', 'audio', 'minimal', 'media']);
  });
});

describe('gallery score', () => {
  it('weighs rows as the spec says', () => {
    expect(galleryScore(galleryRows(images(1)))).toBeCloseTo(1 / 1.6);
    expect(galleryScore(galleryRows([att('audio')]))).toBeCloseTo(0.25);
    expect(galleryScore(galleryRows([att('unknown')]))).toBeCloseTo(0.125);
  });
  it('collapses above 1', () => {
    expect(isGalleryCollapsed(galleryRows(images(3)))).toBe(false); // 1/3.6
    expect(isGalleryCollapsed(galleryRows(images(4)))).toBe(false); // 2/2.6
    expect(isGalleryCollapsed(galleryRows(images(7)))).toBe(true); // 1/3.6 + 2/2.6
    expect(isGalleryCollapsed(galleryRows(images(6)))).toBe(false); // 2/3.6
    expect(isGalleryCollapsed(galleryRows([att('image'), att('audio'), att('image', 'b')]))).toBe(
      true,
    );
  });
  it('a collapsed gallery keeps the rows that fit, at least one', () => {
    const rows = galleryRows(images(9));
    expect(collapsedRows(rows)).toHaveLength(3);
    expect(
      collapsedRows(galleryRows([att('image'), att('audio'), att('image', 'b')])),
    ).toHaveLength(2);
  });
});

describe('limitThumbnails', () => {
  it('hides what is over the limit', () => {
    expect(limitThumbnails([1, 2, 3], 2)).toEqual({ shown: [1, 2], hidden: 1 });
    expect(limitThumbnails([1, 2, 3], 16)).toEqual({ shown: [1, 2, 3], hidden: 0 });
  });
});
