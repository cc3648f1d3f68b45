import type { WireAccount } from './account';

/**
 * GET /api/v1/instance (Mastodon v1 with Pleroma/Akkoma `pleroma{}`), loose enough to also hold
 * the v2 shape (domain, configuration, registrations object, contact) other servers send.
 */
export interface WireInstance {
  uri?: string;
  domain?: string;
  title?: string;
  short_description?: string;
  description?: string;
  email?: string;
  version?: string;
  thumbnail?: string | { url?: string } | null;
  background_image?: string | null;
  languages?: string[];
  registrations?:
    boolean | { enabled?: boolean; approval_required?: boolean; message?: string | null };
  approval_required?: boolean;
  invites_enabled?: boolean;
  max_toot_chars?: number | string;
  /** Mitra. */
  post_character_limit?: number;
  description_limit?: number;
  upload_limit?: number | string;
  avatar_upload_limit?: number | string;
  background_upload_limit?: number | string;
  banner_upload_limit?: number | string;
  poll_limits?: {
    max_options?: number;
    max_option_chars?: number;
    min_expiration?: number;
    max_expiration?: number;
  };
  stats?: { user_count?: number; status_count?: number; domain_count?: number };
  urls?: { streaming_api?: string };
  contact_account?: WireAccount | null;
  contact?: { email?: string; account?: WireAccount | null };
  rules?: { id?: string; text?: string }[];
  configuration?: {
    statuses?: {
      max_characters?: number;
      max_media_attachments?: number;
      characters_reserved_per_url?: number;
    };
    media_attachments?: {
      image_size_limit?: number;
      video_size_limit?: number;
      supported_mime_types?: string[];
    };
    polls?: {
      max_options?: number;
      max_characters_per_option?: number;
      min_expiration?: number;
      max_expiration?: number;
    };
    translation?: { enabled?: boolean };
    reactions?: { max_reactions?: number };
    urls?: { streaming?: string };
    [key: string]: unknown;
  };
  pleroma?: {
    metadata?: {
      account_activation_required?: boolean;
      features?: string[];
      federation?: { enabled?: boolean; [key: string]: unknown };
      fields_limits?: {
        max_fields?: number;
        max_remote_fields?: number;
        name_length?: number;
        value_length?: number;
      };
      post_formats?: string[];
      privileged_staff?: boolean;
      birthday_required?: boolean;
      birthday_min_age?: number;
      [key: string]: unknown;
    };
    stats?: { mau?: number };
    vapid_public_key?: string | null;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/** GET /api/pleroma/frontend_configurations: per-frontend config objects. */
export interface WireFrontendConfigurations {
  pleroma_fe?: Record<string, unknown>;
  masto_fe?: Record<string, unknown>;
  [frontend: string]: Record<string, unknown> | undefined;
}
