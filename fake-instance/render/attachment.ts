import type { MediaRecord } from '../store.js';
import { absolute, type RenderContext } from './context.js';

/** An attachment as Akkoma sends it: Mastodon's fields plus text_url and pleroma.mime_type. */
export function renderAttachment(ctx: RenderContext, media: MediaRecord) {
  const url = absolute(ctx, media.path);
  const original: Record<string, number> = {};
  if (media.width && media.height) {
    original.width = media.width;
    original.height = media.height;
    original.aspect = media.width / media.height;
  }
  if (media.duration !== undefined) original.duration = media.duration;
  return {
    id: media.id,
    type: media.type,
    url,
    remote_url: url,
    preview_url: absolute(ctx, media.previewPath),
    text_url: url,
    description: media.description,
    blurhash: media.blurhash,
    // Akkoma leaves meta out when it knows no dimensions.
    ...(Object.keys(original).length > 0 ? { meta: { original } } : {}),
    pleroma: { mime_type: media.mime },
  };
}
