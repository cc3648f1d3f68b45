import type { AccountRecord } from '../store.js';
import { renderAccount } from './account.js';
import { absolute, type RenderContext } from './context.js';
import {
  features,
  federation,
  LIMITS,
  POST_FORMATS,
  restrictUnauthenticated,
  VAPID_PUBLIC_KEY,
} from './limits.js';
import { MASTODON_LIMITS, MASTODON_VERSION } from '../software.js';
import { gotosocialInstanceV1, gotosocialInstanceV2 } from '../gotosocial/instance.js';

/** /api/v1/instance and /api/v2/instance in Akkoma 3.x's shapes, or Mastodon 4's (software.ts). */

const VERSION = '2.7.2 (compatible; Akkoma 3.13.2)';
const RULES = [
  { id: '1', text: 'Be kind. Disagree with ideas, not people.', hint: '' },
  {
    id: '2',
    text: 'Add alt text to pictures and content warnings for things people may want to skip.',
    hint: '',
  },
  { id: '3', text: 'No spam, no advertising bots, no harassment.', hint: '' },
];

function host(ctx: RenderContext): string {
  return new URL(ctx.config.publicUrl).host;
}

function admin(ctx: RenderContext): AccountRecord | undefined {
  return [...ctx.store.accounts.values()].find((a) => a.isAdmin && a.domain === null);
}

function stats(ctx: RenderContext) {
  const accounts = [...ctx.store.accounts.values()];
  const local = accounts.filter((a) => a.domain === null);
  const localStatuses = [...ctx.store.statuses.values()].filter(
    (s) => !s.reblogOfId && local.some((a) => a.id === s.accountId),
  );
  const domains = new Set(accounts.map((a) => a.domain).filter((d): d is string => d !== null));
  return {
    user_count: local.length,
    status_count: localStatuses.length,
    domain_count: domains.size,
  };
}

function pleromaBlock(ctx: RenderContext) {
  const { config } = ctx;
  return {
    metadata: {
      account_activation_required: config.mailer,
      features: features(config),
      federation: federation(config),
      fields_limits: LIMITS.fields,
      post_formats: POST_FORMATS,
      privileged_staff: false,
      birthday_required: false,
      birthday_min_age: 0,
      restrict_unauthenticated: restrictUnauthenticated(config),
      translation: { allow_unauthenticated: false, allow_remote: true },
      base_urls: { media_proxy: `${config.publicUrl}/proxy`, upload: `${config.publicUrl}/media` },
    },
    stats: {
      mau: [...ctx.store.accounts.values()].filter((a) => a.domain === null && !a.deactivated)
        .length,
    },
    vapid_public_key: VAPID_PUBLIC_KEY,
  };
}

/** Mastodon's configuration block: its own limits, and no Pleroma fields anywhere. */
function mastodonConfiguration(ctx: RenderContext, api: 'v1' | 'v2') {
  // v1 has only the limits; the streaming address, pinned limit and translation are v2's.
  const v2Only =
    api === 'v2'
      ? {
          urls: { streaming: ctx.config.publicUrl.replace(/^http/, 'ws') },
          accounts: { max_featured_tags: 10, max_pinned_statuses: 5 },
          // Mastodon's translation is another call (POST /translate) than Akkoma's.
          translation: { enabled: true },
        }
      : { accounts: { max_featured_tags: 10 } };
  return {
    ...v2Only,
    statuses: {
      max_characters: MASTODON_LIMITS.maxCharacters,
      max_media_attachments: MASTODON_LIMITS.maxMediaAttachments,
      characters_reserved_per_url: 23,
    },
    media_attachments: {
      image_size_limit: MASTODON_LIMITS.imageSizeLimit,
      video_size_limit: MASTODON_LIMITS.videoSizeLimit,
    },
    polls: MASTODON_LIMITS.polls,
  };
}

function mastodonInstanceV1(ctx: RenderContext) {
  const { config } = ctx;
  const contact = admin(ctx);
  return {
    uri: host(ctx),
    title: config.title,
    short_description: 'A small, friendly demo server for the Petrel client.',
    description: 'A small, friendly demo server for the Petrel client.',
    email: 'admin@petrel.example',
    version: MASTODON_VERSION,
    urls: { streaming_api: config.publicUrl.replace(/^http/, 'ws') },
    stats: stats(ctx),
    thumbnail: absolute(ctx, '/instance/thumbnail.png'),
    languages: ['en'],
    registrations: config.registrations !== 'closed',
    approval_required: config.registrations === 'approval',
    invites_enabled: false,
    configuration: mastodonConfiguration(ctx, 'v1'),
    contact_account: contact ? renderAccount(ctx, contact) : null,
    rules: RULES,
  };
}

function mastodonInstanceV2(ctx: RenderContext) {
  const { config } = ctx;
  const contact = admin(ctx);
  return {
    domain: host(ctx),
    title: config.title,
    version: MASTODON_VERSION,
    source_url: 'https://github.com/mastodon/mastodon',
    description: 'A small, friendly demo server for the Petrel client.',
    usage: { users: { active_month: stats(ctx).user_count } },
    thumbnail: { url: absolute(ctx, '/instance/thumbnail.png') },
    languages: ['en'],
    configuration: mastodonConfiguration(ctx, 'v2'),
    registrations: {
      enabled: config.registrations !== 'closed',
      approval_required: config.registrations === 'approval',
      message: null,
    },
    contact: {
      email: 'admin@petrel.example',
      account: contact ? renderAccount(ctx, contact) : null,
    },
    rules: RULES,
  };
}

export function renderInstanceV1(ctx: RenderContext) {
  const { config } = ctx;
  if (config.software === 'mastodon') return mastodonInstanceV1(ctx);
  if (config.software === 'gotosocial') return gotosocialInstanceV1(ctx);
  const contact = admin(ctx);
  return {
    uri: host(ctx),
    title: config.title,
    short_description: 'A small, friendly demo server for the Petrel client.',
    description:
      'A small, friendly demo server for the Petrel client. Everything here is made up, and resets when the server restarts.',
    email: 'admin@petrel.example',
    version: VERSION,
    urls: { streaming_api: config.publicUrl.replace(/^http/, 'ws') },
    stats: stats(ctx),
    thumbnail: absolute(ctx, '/instance/thumbnail.png'),
    languages: ['en'],
    registrations: config.registrations !== 'closed',
    approval_required: config.registrations === 'approval',
    invites_enabled: false,
    contact_account: contact ? renderAccount(ctx, contact) : null,
    rules: RULES,
    configuration: {
      accounts: { max_featured_tags: 0, max_pinned_statuses: 5 },
      statuses: {
        max_characters: LIMITS.maxTootChars,
        max_media_attachments: LIMITS.maxMediaAttachments,
        characters_reserved_per_url: 0,
      },
      media_attachments: { image_size_limit: LIMITS.upload, video_size_limit: LIMITS.upload },
      polls: {
        max_options: LIMITS.poll.max_options,
        max_characters_per_option: LIMITS.poll.max_option_chars,
        min_expiration: LIMITS.poll.min_expiration,
        max_expiration: LIMITS.poll.max_expiration,
      },
    },
    max_toot_chars: LIMITS.maxTootChars,
    max_media_attachments: LIMITS.maxMediaAttachments,
    poll_limits: LIMITS.poll,
    upload_limit: LIMITS.upload,
    avatar_upload_limit: LIMITS.avatar,
    background_upload_limit: LIMITS.background,
    banner_upload_limit: LIMITS.banner,
    background_image: absolute(ctx, '/images/background.png'),
    description_limit: LIMITS.descriptionLimit,
    shout_limit: 5000,
    chat_limit: 5000,
    pleroma: pleromaBlock(ctx),
  };
}

export function renderInstanceV2(ctx: RenderContext) {
  const { config } = ctx;
  if (config.software === 'mastodon') return mastodonInstanceV2(ctx);
  if (config.software === 'gotosocial') return gotosocialInstanceV2(ctx);
  const contact = admin(ctx);
  return {
    domain: host(ctx),
    title: config.title,
    version: VERSION,
    source_url: 'https://akkoma.dev/AkkomaGang/akkoma',
    description: 'A small, friendly demo server for the Petrel client.',
    usage: { users: { active_month: pleromaBlock(ctx).stats.mau } },
    thumbnail: { url: absolute(ctx, '/instance/thumbnail.png') },
    languages: ['en'],
    configuration: {
      urls: { streaming: config.publicUrl.replace(/^http/, 'ws') },
      accounts: { max_featured_tags: 0, max_pinned_statuses: 5 },
      statuses: {
        max_characters: LIMITS.maxTootChars,
        max_media_attachments: LIMITS.maxMediaAttachments,
        characters_reserved_per_url: 0,
      },
      media_attachments: { image_size_limit: LIMITS.upload, video_size_limit: LIMITS.upload },
      polls: {
        max_options: LIMITS.poll.max_options,
        max_characters_per_option: LIMITS.poll.max_option_chars,
        min_expiration: LIMITS.poll.min_expiration,
        max_expiration: LIMITS.poll.max_expiration,
      },
      translation: { enabled: true },
    },
    registrations: {
      enabled: config.registrations !== 'closed',
      approval_required: config.registrations === 'approval',
      message: null,
    },
    contact: {
      email: 'admin@petrel.example',
      account: contact ? renderAccount(ctx, contact) : null,
    },
    rules: RULES,
    pleroma: pleromaBlock(ctx),
  };
}
