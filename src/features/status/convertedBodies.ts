import type { ReactNode } from 'react';
import type { Emoji } from '../../api/entities';
import { BoundedCache } from '../../lib/boundedCache';

/**
 * Converted status bodies kept: more than a timeline's 400 rows, so a row scrolled back into
 * the window finds its body, and few enough to weigh a megabyte or two.
 */
export const CONVERTED_BODIES_KEPT = 600;

const bodies = new BoundedCache<string, { source: string; nodes: ReactNode[] }>(
  CONVERTED_BODIES_KEPT,
);

/** Everything about the emojis that shows in a converted body. */
export function emojiSource(emojis: readonly Emoji[]): string {
  return emojis.map((e) => `${e.shortcode} ${e.url}`).join('\n');
}

/**
 * A status part's HTML as React elements, converted once per content (issue 28): sanitising
 * and converting a body was most of a row's mount, and a row that leaves the long scroll's
 * window and comes back mounts again. `key` names the status and part; `source` holds every
 * input that changes the output (the HTML, its emojis, the mentions' paths, the settings that
 * shape it), so an edit or a changed setting converts again. React elements are immutable
 * descriptions, so rows may share them.
 */
export function convertedBody(
  key: string,
  source: string,
  convert: () => ReactNode[],
): ReactNode[] {
  const kept = bodies.get(key);
  if (kept && kept.source === source) return kept.nodes;
  const nodes = convert();
  bodies.set(key, { source, nodes });
  return nodes;
}
