import type { CustomEmojiRecord } from '../store.js';
import { absolute, type RenderContext } from './context.js';

/** A custom emoji as Mastodon's CustomEmoji entity, plus the category Akkoma sends. */
export function renderCustomEmoji(
  ctx: RenderContext,
  emoji: CustomEmojiRecord,
  inPicker = emoji.visibleInPicker,
) {
  const url = absolute(ctx, emoji.path);
  return {
    shortcode: emoji.shortcode,
    url,
    static_url: url,
    visible_in_picker: inPicker,
    category: emoji.category,
  };
}

/** The emoji used in some text, in the shape statuses and accounts carry them. */
export function renderEmojiList(ctx: RenderContext, shortcodes: string[]) {
  return (
    shortcodes
      .map((code) => ctx.store.emoji.get(code))
      .filter((e): e is CustomEmojiRecord => e !== undefined)
      // Akkoma marks emoji inside posts and names as not for the picker.
      .map((e) => renderCustomEmoji(ctx, e, false))
  );
}

/** GET /api/v1/pleroma/emoji: shortcode -> {image_url, tags}, with a relative image path. */
export function renderPleromaEmojiMap(
  ctx: RenderContext,
): Record<string, { image_url: string; tags: string[] }> {
  const out: Record<string, { image_url: string; tags: string[] }> = {};
  for (const emoji of ctx.store.emoji.values())
    out[emoji.shortcode] = { image_url: emoji.path, tags: emoji.tags };
  return out;
}
