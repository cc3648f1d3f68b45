import { absolute, type RenderContext } from '../render/context.js';

/**
 * GoToSocial 0.19's own descriptions of itself: nodeinfo with empty metadata (no feature list),
 * and /api/v1|v2/instance with its limits and no pleroma block, key for key as in
 * ../shared/fixtures/gotosocial/instance-v1.json and instance-v2.json.
 */

export const GOTOSOCIAL_VERSION = '0.19.2';
/** GoToSocial names the Mastodon API level it speaks before its own version. */
export const GOTOSOCIAL_INSTANCE_VERSION = `3.5.3+${GOTOSOCIAL_VERSION}`;

const DESCRIPTION = 'A small, friendly demo server for the Petrel client.';

/** GoToSocial 0.19's default limits. */
export const GOTOSOCIAL_LIMITS = {
  maxCharacters: 5000,
  maxMediaAttachments: 6,
  maxProfileFields: 6,
  mediaSize: 41_943_040,
  descriptionLimit: 1500,
  polls: {
    max_options: 6,
    max_characters_per_option: 50,
    min_expiration: 300,
    max_expiration: 2_629_746,
  },
};

const MEDIA_TYPES = [
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/png',
  'image/apng',
  'audio/mpeg',
  'audio/ogg',
  'audio/mp4',
  'audio/flac',
  'video/ogg',
  'video/mp4',
  'video/quicktime',
  'video/webm',
];

const RULES = [
  { id: '01RULE0000000000000000001', text: 'Be kind. Disagree with ideas, not people.' },
  { id: '01RULE0000000000000000002', text: 'No spam, no advertising bots, no harassment.' },
];

function host(ctx: RenderContext): string {
  return new URL(ctx.config.publicUrl).host;
}

function counts(ctx: RenderContext) {
  const accounts = [...ctx.store.accounts.values()];
  const local = new Set(accounts.filter((a) => a.domain === null).map((a) => a.id));
  const domains = new Set(accounts.flatMap((a) => (a.domain ? [a.domain] : [])));
  const posts = [...ctx.store.statuses.values()].filter(
    (s) => !s.reblogOfId && local.has(s.accountId),
  ).length;
  return { users: local.size, posts, domains: domains.size };
}

function configuration(ctx: RenderContext) {
  const media = {
    supported_mime_types: MEDIA_TYPES,
    image_size_limit: GOTOSOCIAL_LIMITS.mediaSize,
    image_matrix_limit: 2_147_483_647,
    video_size_limit: GOTOSOCIAL_LIMITS.mediaSize,
    video_frame_rate_limit: 2_147_483_647,
    video_matrix_limit: 2_147_483_647,
  };
  return {
    statuses: {
      max_characters: GOTOSOCIAL_LIMITS.maxCharacters,
      max_media_attachments: GOTOSOCIAL_LIMITS.maxMediaAttachments,
      characters_reserved_per_url: 25,
      supported_mime_types: ['text/plain', 'text/markdown'],
    },
    media_attachments: media,
    polls: GOTOSOCIAL_LIMITS.polls,
    accounts: {
      allow_custom_css: false,
      max_featured_tags: 10,
      max_profile_fields: GOTOSOCIAL_LIMITS.maxProfileFields,
    },
    emojis: { emoji_size_limit: 51_200 },
    urls: ctx.config.publicUrl.replace(/^http/, 'ws'),
  };
}

export function gotosocialInstanceV1(ctx: RenderContext) {
  const { config } = ctx;
  const { urls, ...rest } = configuration(ctx);
  const { users, posts, domains } = counts(ctx);
  return {
    uri: host(ctx),
    account_domain: host(ctx),
    title: config.title,
    description: DESCRIPTION,
    short_description: DESCRIPTION,
    email: 'admin@petrel.example',
    version: GOTOSOCIAL_INSTANCE_VERSION,
    languages: ['en'],
    registrations: config.registrations !== 'closed',
    // GoToSocial approves every sign-up by hand (0.16 on); the captured answers say so.
    approval_required: true,
    invites_enabled: false,
    configuration: rest,
    urls: { streaming_api: urls },
    stats: { domain_count: domains, status_count: posts, user_count: users },
    thumbnail: absolute(ctx, '/instance/thumbnail.png'),
    max_toot_chars: GOTOSOCIAL_LIMITS.maxCharacters,
    rules: RULES,
  };
}

export function gotosocialInstanceV2(ctx: RenderContext) {
  const { config } = ctx;
  const { urls, ...rest } = configuration(ctx);
  return {
    domain: host(ctx),
    account_domain: host(ctx),
    title: config.title,
    version: GOTOSOCIAL_INSTANCE_VERSION,
    source_url: 'https://codeberg.org/superseriousbusiness/gotosocial',
    description: DESCRIPTION,
    usage: { users: { active_month: counts(ctx).users } },
    thumbnail: { url: absolute(ctx, '/instance/thumbnail.png') },
    languages: ['en'],
    configuration: {
      urls: {
        streaming: urls,
        about: `${config.publicUrl}/about`,
        privacy_policy: null,
        terms_of_service: `${config.publicUrl}/about#rules`,
      },
      ...rest,
      media_attachments: {
        ...rest.media_attachments,
        description_limit: GOTOSOCIAL_LIMITS.descriptionLimit,
      },
      translation: { enabled: false },
      vapid: {
        public_key:
          'BFakePetrelVapidKeyForTheDemoInstanceOnlyNotUsedForPush0000000000000000000000000000',
      },
    },
    registrations: {
      enabled: config.registrations !== 'closed',
      approval_required: true,
      message: null,
      min_age: null,
      // `accounts-reason-required`, on by default (the captured answers).
      reason_required: true,
    },
    contact: { email: 'admin@petrel.example' },
    rules: RULES,
  };
}

/** NodeInfo: GoToSocial names itself and its version, and lists no features at all. */
export function gotosocialNodeinfo(ctx: RenderContext, version: '2.0' | '2.1') {
  const { users, posts } = counts(ctx);
  return {
    version,
    software: { name: 'gotosocial', version: GOTOSOCIAL_VERSION },
    protocols: ['activitypub'],
    services: { inbound: [] as string[], outbound: [] as string[] },
    openRegistrations: ctx.config.registrations !== 'closed',
    usage: { users: { total: users }, localPosts: posts },
    metadata: {},
  };
}

/** GoToSocial's well-known document points at paths without `.json`. */
export function gotosocialWellKnownNodeinfo(ctx: RenderContext) {
  return {
    links: (['2.0', '2.1'] as const).map((version) => ({
      rel: `http://nodeinfo.diaspora.software/ns/schema/${version}`,
      href: `${ctx.config.publicUrl}/nodeinfo/${version}`,
    })),
  };
}
