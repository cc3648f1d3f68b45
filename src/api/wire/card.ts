/** Mastodon `PreviewCard` (link preview), with Pleroma's `pleroma.opengraph`. */
export interface WireCard {
  url?: string;
  title?: string;
  description?: string;
  type?: string;
  author_name?: string;
  author_url?: string;
  provider_name?: string;
  provider_url?: string;
  html?: string;
  width?: number;
  height?: number;
  image?: string | null;
  image_description?: string;
  embed_url?: string;
  blurhash?: string | null;
  pleroma?: { opengraph?: Record<string, unknown> };
}
