import type { Attachment } from '../../api/entities';

/** Document 2 §9: rows of at most 3. */
export const ROW_SIZE = 3;

export interface GalleryRow {
  /** Audio gets a row of its own; html/oembed and unknown ones are minimal link rows. */
  kind: 'media' | 'audio' | 'minimal';
  items: Attachment[];
}

const isVisual = (a: Attachment) => a.type === 'image' || a.type === 'video' || a.type === 'flash';

/**
 * Splits attachments into rows. Visual media fill rows of 3; the last two rows share out the
 * remainder so that no row is left with a single straggler when 4 fill 2+2 (as servers' own
 * frontends lay out a 4-picture post). Audio and non-visual items stand in rows of their own.
 */
export function galleryRows(attachments: readonly Attachment[]): GalleryRow[] {
  const rows: GalleryRow[] = [];
  let visual: Attachment[] = [];
  const flush = () => {
    for (const items of splitVisual(visual)) rows.push({ kind: 'media', items });
    visual = [];
  };
  for (const a of attachments) {
    if (isVisual(a)) {
      visual.push(a);
      continue;
    }
    flush();
    rows.push({ kind: a.type === 'audio' ? 'audio' : 'minimal', items: [a] });
  }
  flush();
  return rows;
}

/** Rows of 3, except that a run of 4 becomes 2+2 rather than 3+1. */
function splitVisual(items: Attachment[]): Attachment[][] {
  const out: Attachment[][] = [];
  let rest = items;
  while (rest.length > 0) {
    const take = rest.length === 4 ? 2 : Math.min(ROW_SIZE, rest.length);
    out.push(rest.slice(0, take));
    rest = rest.slice(take);
  }
  return out;
}

/**
 * Document 2 §9's dimensional score: minimal rows weigh 1/8, audio rows 1/4, other rows
 * 1/(items + 0.6). Above 1 the gallery starts collapsed.
 */
export function rowScore(row: GalleryRow): number {
  if (row.kind === 'minimal') return 1 / 8;
  if (row.kind === 'audio') return 1 / 4;
  return 1 / (row.items.length + 0.6);
}

export function galleryScore(rows: readonly GalleryRow[]): number {
  return rows.reduce((sum, row) => sum + rowScore(row), 0);
}

export function isGalleryCollapsed(rows: readonly GalleryRow[]): boolean {
  return galleryScore(rows) > 1;
}

/** The rows a collapsed gallery shows: as many as fit a score of 1, at least one. */
export function collapsedRows(rows: readonly GalleryRow[]): GalleryRow[] {
  const out: GalleryRow[] = [];
  let sum = 0;
  for (const row of rows) {
    sum += rowScore(row);
    if (out.length > 0 && sum > 1) break;
    out.push(row);
  }
  return out;
}

/** Document 2 §9: attachments beyond maxThumbnails (default 16) are hidden. */
export function limitThumbnails<T>(
  items: readonly T[],
  max: number,
): { shown: T[]; hidden: number } {
  if (max <= 0 || items.length <= max) return { shown: [...items], hidden: 0 };
  return { shown: items.slice(0, max), hidden: items.length - max };
}
