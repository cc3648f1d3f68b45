import type { ReactNode } from 'react';
import type { Emoji } from '../../api/entities';
import { StillImg } from '../stillImage/StillImg';

const SHORTCODE = /:([\w+-]+(?:@[\w.-]+)?):/g;

/** Splits text on `:shortcode:` and puts the instance's custom emoji images in place of known ones. */
export function splitEmoji(text: string, emojis: readonly Emoji[], key: string): ReactNode {
  if (emojis.length === 0 || !text.includes(':')) return text;
  const byCode = new Map(emojis.map((e) => [e.shortcode, e]));
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SHORTCODE)) {
    const emoji = byCode.get(match[1] ?? '');
    if (!emoji) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <StillImg
        key={`${key}:${parts.length}`}
        className="emoji"
        src={emoji.url}
        alt={`:${emoji.shortcode}:`}
        title={`:${emoji.shortcode}:`}
        loading="lazy"
      />,
    );
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
