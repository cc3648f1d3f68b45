import type { CustomEmoji, StandardEmoji } from '../entities';
import { asString, asStringArray, isRecord } from './read';
import { safeWebUrl } from './url';

/** /static/emoji.json: `{ shortcode: glyph }`. Non-string entries are skipped. */
export function normaliseStandardEmoji(raw: unknown): StandardEmoji[] {
  if (!isRecord(raw)) return [];
  return Object.entries(raw)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([shortcode, glyph]) => ({ shortcode, glyph }));
}

/** /api/v1/pleroma/emoji: `{ shortcode: { image_url, tags } }`. */
export function normalisePleromaEmoji(raw: unknown): CustomEmoji[] {
  if (!isRecord(raw)) return [];
  const result: CustomEmoji[] = [];
  for (const [shortcode, value] of Object.entries(raw)) {
    if (!isRecord(value)) continue;
    const imageUrl = safeWebUrl(asString(value['image_url']));
    if (imageUrl === '') continue;
    result.push({ shortcode, image_url: imageUrl, tags: asStringArray(value['tags']) });
  }
  return result;
}

/** Mastodon /api/v1/custom_emojis, for servers without the Pleroma list; category becomes the tab. */
export function normaliseMastodonCustomEmoji(raw: unknown): CustomEmoji[] {
  if (!Array.isArray(raw)) return [];
  const result: CustomEmoji[] = [];
  for (const item of raw) {
    if (!isRecord(item)) continue;
    const shortcode = asString(item['shortcode']);
    const imageUrl = safeWebUrl(asString(item['url'])) || safeWebUrl(asString(item['static_url']));
    if (shortcode === '' || imageUrl === '') continue;
    const category = asString(item['category']);
    result.push({ shortcode, image_url: imageUrl, tags: category ? [category] : [] });
  }
  return result;
}
