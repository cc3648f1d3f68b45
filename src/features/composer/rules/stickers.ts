import type { StickerPack } from '../../../api';

export interface Sticker {
  pack: string;
  name: string;
  /** Path of the image on the instance. */
  path: string;
}

/** A pack's stickers from its pack.json (`stickers`: file names inside the pack's folder). */
export function stickersOf(pack: StickerPack): Sticker[] {
  const files = pack.meta['stickers'];
  if (!Array.isArray(files)) return [];
  return files
    .filter((f): f is string => typeof f === 'string' && f !== '')
    .map((file) => ({
      pack: pack.pack,
      name: file.replace(/\.[a-z0-9]+$/i, ''),
      path: `${pack.path}${file}`,
    }));
}
