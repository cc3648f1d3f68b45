import type { Attachment, AttachmentMeta, AttachmentType } from '../entities';
import type { WireAttachment } from '../wire';
import * as read from './read';
import { safeNullableWebUrl, safeWebUrl } from './url';

/** Attachment type from a mime type (document 3 §3). */
export function attachmentTypeFromMime(mimetype: string): AttachmentType {
  const lower = mimetype.toLowerCase();
  if (lower === 'application/x-shockwave-flash') return 'flash';
  if (lower === 'text/html') return 'html';
  if (lower.startsWith('image/')) return 'image';
  if (lower.startsWith('video/')) return 'video';
  if (lower.startsWith('audio/')) return 'audio';
  return 'unknown';
}

/** Mastodon's `type` when no mime type came: gifv is a looping, muted video. */
export function attachmentTypeFromMastodon(type: string): AttachmentType {
  switch (type) {
    case 'image':
      return 'image';
    case 'gifv':
    case 'video':
      return 'video';
    case 'audio':
      return 'audio';
    default:
      return 'unknown';
  }
}

function readMeta(raw: unknown): AttachmentMeta {
  if (!read.isRecord(raw)) return {};
  const meta: AttachmentMeta = {};
  const original = read.isRecord(raw['original']) ? raw['original'] : null;
  const small = read.isRecord(raw['small']) ? raw['small'] : null;
  const width = read.asNumber(original?.['width'] ?? raw['width'], Number.NaN);
  const height = read.asNumber(original?.['height'] ?? raw['height'], Number.NaN);
  if (!Number.isNaN(width)) meta.width = width;
  if (!Number.isNaN(height)) meta.height = height;
  const aspect = read.asNumber(original?.['aspect'] ?? raw['aspect'], Number.NaN);
  if (!Number.isNaN(aspect)) meta.aspect = aspect;
  else if (meta.width && meta.height) meta.aspect = meta.width / meta.height;
  const duration = read.asNumber(original?.['duration'] ?? raw['duration'], Number.NaN);
  if (!Number.isNaN(duration)) meta.duration = duration;
  const fps = read.asNumber(raw['fps'], Number.NaN);
  if (!Number.isNaN(fps)) meta.fps = fps;
  const focus = raw['focus'];
  if (read.isRecord(focus))
    meta.focus = { x: read.asNumber(focus['x']), y: read.asNumber(focus['y']) };
  if (original) meta.original = sizeOf(original);
  if (small) meta.small = sizeOf(small);
  return meta;
}

function sizeOf(raw: read.UnknownRecord): NonNullable<AttachmentMeta['original']> {
  const size: NonNullable<AttachmentMeta['original']> = {};
  for (const key of ['width', 'height', 'aspect', 'duration'] as const) {
    const value = read.asNumber(raw[key], Number.NaN);
    if (!Number.isNaN(value)) size[key] = value;
  }
  return size;
}

export function normaliseAttachment(wire: WireAttachment): Attachment | null {
  if (!read.isRecord(wire)) return null;
  const url = safeWebUrl(read.asString(wire.url));
  const id = read.asId(wire.id) ?? url;
  // Without a web address there is nothing to show or open.
  if (id === '' || url === '') return null;
  const pleroma = read.isRecord(wire.pleroma) ? wire.pleroma : {};
  const mimetype = read.asString(pleroma['mime_type'] ?? wire.mime_type ?? wire.mimetype);
  const type =
    mimetype !== ''
      ? attachmentTypeFromMime(mimetype)
      : attachmentTypeFromMastodon(read.asString(wire.type));
  const preview = safeWebUrl(read.asString(wire.preview_url, url)) || url;
  return {
    id,
    mimetype,
    type,
    url,
    remote_url: safeNullableWebUrl(read.asNullableString(wire.remote_url)),
    large_thumb_url: preview,
    preview_url: preview,
    description: read.asString(wire.description),
    blurhash: read.asNullableString(wire.blurhash),
    meta: readMeta(wire.meta),
  };
}

export function normaliseAttachments(list: unknown): Attachment[] {
  return read.mapSkipping(list, (item) => normaliseAttachment(item as WireAttachment));
}
