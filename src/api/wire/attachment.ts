export interface WireAttachmentMetaSize {
  width?: number;
  height?: number;
  size?: string;
  aspect?: number;
  duration?: number;
  frame_rate?: string;
  bitrate?: number;
}

/** Mastodon `MediaAttachment` plus Pleroma's `pleroma.mime_type`. */
export interface WireAttachment {
  id?: string | number;
  /** Mastodon: image, gifv, video, audio, unknown. Older Pleroma also sends these. */
  type?: string;
  url?: string;
  preview_url?: string | null;
  remote_url?: string | null;
  preview_remote_url?: string | null;
  text_url?: string | null;
  description?: string | null;
  blurhash?: string | null;
  meta?: {
    original?: WireAttachmentMetaSize;
    small?: WireAttachmentMetaSize;
    focus?: { x?: number; y?: number };
    width?: number;
    height?: number;
    length?: string;
    duration?: number;
    fps?: number;
    [key: string]: unknown;
  } | null;
  pleroma?: { mime_type?: string | null };
  /** Some servers (GoToSocial, Mitra) send the mime type at the top level. */
  mime_type?: string | null;
  mimetype?: string | null;
}
