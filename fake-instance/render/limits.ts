import type { InstanceConfig } from '../config.js';

/** The instance's limits and feature list, shared by /api/v1/instance and nodeinfo. */

export const LIMITS = {
  maxTootChars: 5000,
  maxMediaAttachments: 10,
  descriptionLimit: 5000,
  upload: 16_000_000,
  avatar: 2_000_000,
  background: 4_000_000,
  banner: 4_000_000,
  poll: { max_options: 20, max_option_chars: 200, min_expiration: 0, max_expiration: 31_536_000 },
  fields: { max_fields: 10, max_remote_fields: 20, name_length: 512, value_length: 2048 },
};

export const POST_FORMATS = [
  'text/plain',
  'text/html',
  'text/markdown',
  'text/bbcode',
  'text/x.misskeymarkdown',
];

export const RESTRICTED_NICKNAMES = [
  '.well-known',
  '~',
  'about',
  'activities',
  'api',
  'auth',
  'check_password',
  'dev',
  'friend-requests',
  'inbox',
  'internal',
  'main',
  'media',
  'nodeinfo',
  'notice',
  'oauth',
  'objects',
  'ostatus_subscribe',
  'pleroma',
  'proxy',
  'push',
  'registration',
  'relay',
  'settings',
  'status',
  'tag',
  'user-search',
  'user_exists',
  'users',
  'web',
  'verify_credentials',
  'update_credentials',
  'relationships',
  'search',
  'confirmation_resend',
  'mfa',
];

/** A real P-256 public key (its private half was thrown away): push is not delivered. */
export const VAPID_PUBLIC_KEY =
  'BDgFA7we7cxau6WQSmsCFPtqarC_gce0WRBrCKJIdl2NgZvlukEvvj2FBZ3kMu3nns3l9KhhrtTVJafVxZKMJ58';

export function features(config: InstanceConfig): string[] {
  const list = [
    'pleroma_api',
    'akkoma_api',
    'mastodon_api',
    'mastodon_api_streaming',
    'polls',
    'v2_suggestions',
    'pleroma_explicit_addressing',
    'shareable_emoji_packs',
    'multifetch',
    'pleroma:api/v1/notifications:include_types_filter',
    'editing',
    'quote_posting',
    'media_proxy',
    'relay',
    'pleroma_emoji_reactions',
    'exposable_reactions',
    'profile_directory',
    'custom_emoji_reactions',
    'pleroma:get:main/ostatus',
    // The demo translates (a marked copy of the text), so the translate action can be tried.
    'akkoma:machine_translation',
  ];
  // Akkoma lists the bubble timeline only when the instance has bubble domains.
  if (config.bubbleInstances.length > 0) list.push('bubble_timeline');
  return list;
}

export function federation(config: InstanceConfig) {
  return {
    enabled: true,
    exclusions: false,
    mrf_policies: [
      'SimplePolicy',
      'KeywordPolicy',
      'HashtagPolicy',
      'TagPolicy',
      'ObjectAgePolicy',
      'InlineQuotePolicy',
    ],
    mrf_simple: {
      accept: [] as string[],
      reject: ['spam.example'],
      federated_timeline_removal: ['loud.example'],
      media_nsfw: ['edgy.example'],
      media_removal: ['bigfiles.example'],
      followers_only: [] as string[],
      report_removal: [] as string[],
      avatar_removal: [] as string[],
      banner_removal: [] as string[],
      reject_deletes: [] as string[],
    },
    mrf_simple_info: {
      reject: { 'spam.example': { reason: 'Automated spam replies, no response from its admin' } },
      federated_timeline_removal: {
        'loud.example': { reason: 'Floods the public timelines with bots' },
      },
    },
    mrf_keyword: {
      federated_timeline_removal: ['crypto giveaway'],
      reject: ['buy followers'],
      replace: [{ pattern: 'teh', replacement: 'the' }],
    },
    mrf_hashtag: {
      federated_timeline_removal: [] as string[],
      reject: [] as string[],
      sensitive: ['nsfw'],
    },
    mrf_object_age: { actions: ['delist', 'strip_followers'], threshold: 604800 },
    quarantined_instances: ['leaky.example'],
    quarantined_instances_info: {
      quarantined_instances: { 'leaky.example': { reason: 'Shows followers-only posts publicly' } },
    },
    // Mentioned so clients can list the bubble on the about page.
    local_bubble: config.bubbleInstances,
  };
}

export function restrictUnauthenticated(config: InstanceConfig) {
  const restricted = (t: 'local' | 'federated' | 'bubble'): boolean =>
    config.privateMode || config.restrictedTimelines.includes(t);
  return {
    timelines: {
      local: restricted('local'),
      federated: restricted('federated'),
      bubble: restricted('bubble'),
    },
    profiles: { local: config.privateMode, remote: config.privateMode },
    activities: { local: config.privateMode, remote: config.privateMode },
  };
}
