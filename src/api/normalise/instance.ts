import {
  DEFAULT_POLL_LIMITS,
  DEFAULT_TEXT_LIMIT,
  type FieldsLimits,
  type InstanceSettings,
  type Nodeinfo,
  type PollLimits,
} from '../entities';
import type { WireInstance, WireNodeinfo } from '../wire';
import { normaliseFieldsLimits, normaliseNodeinfo } from './nodeinfo';
import {
  asBoolean,
  asInteger,
  asNullableString,
  asNumber,
  asString,
  asStringArray,
  isRecord,
  type UnknownRecord,
} from './read';
import { tryNormaliseUser } from './user';

/** Mastodon's own profile-field limits, used when the server does not say. */
const DEFAULT_FIELDS_LIMITS: FieldsLimits = {
  maxFields: 4,
  maxRemoteFields: 4,
  nameLength: 255,
  valueLength: 255,
};

function record(value: unknown): UnknownRecord {
  return isRecord(value) ? value : {};
}

/** Each poll limit from the first source that has it, else the spec's default. */
function pollLimitsOf(...sources: UnknownRecord[]): PollLimits {
  const pick = (keys: string[], fallback: number): number => {
    for (const source of sources) {
      for (const key of keys) {
        const value = asNumber(source[key], Number.NaN);
        if (!Number.isNaN(value)) return value;
      }
    }
    return fallback;
  };
  return {
    max_options: pick(['max_options'], DEFAULT_POLL_LIMITS.max_options),
    max_option_chars: pick(
      ['max_option_chars', 'max_characters_per_option'],
      DEFAULT_POLL_LIMITS.max_option_chars,
    ),
    min_expiration: pick(['min_expiration'], DEFAULT_POLL_LIMITS.min_expiration),
    max_expiration: pick(['max_expiration'], DEFAULT_POLL_LIMITS.max_expiration),
  };
}

/** First value that parses as an integer; 0 means "the server did not say". */
function firstInteger(...values: unknown[]): number {
  for (const value of values) {
    const parsed = asInteger(value, Number.NaN);
    if (!Number.isNaN(parsed)) return parsed;
  }
  return 0;
}

/**
 * Mastodon (no feature list) gained editing in 3.5. Only a plain x.y.z version counts: other
 * servers write dates ('2022.05-dev', Friendica) or add a compatibility note.
 */
function mastodonVersionAtLeast(version: string, major: number, minor: number): boolean {
  const match = /^(\d{1,2})\.(\d+)\.\d+(?:[-+.\w]*)?$/.exec(version);
  if (!match) return false;
  const [maj, min] = [Number(match[1]), Number(match[2])];
  return maj > major || (maj === major && min >= minor);
}

/**
 * Instance settings (document 1 §3) from /api/v1/instance, nodeinfo and the frontend
 * configuration. Each may be missing or partial; every setting has a default.
 */
export function normaliseInstance(
  instance: WireInstance,
  nodeinfo?: Nodeinfo | WireNodeinfo | null,
  frontendConfig?: Record<string, unknown> | null,
): InstanceSettings {
  const w: WireInstance = isRecord(instance) ? instance : {};
  const pleroma = record(w.pleroma);
  const metadata = record(pleroma['metadata']);
  const configuration = record(w.configuration);
  const statusesConfig = record(configuration['statuses']);
  const mediaConfig = record(configuration['media_attachments']);
  const registrations = w.registrations;
  const fe = record(frontendConfig);
  const ni = asNodeinfo(nodeinfo);

  const features = [...new Set([...asStringArray(metadata['features']), ...(ni?.features ?? [])])];
  const hasFeatureList = features.length > 0;
  const version = asString(w.version);
  const isMastodonLike = !hasFeatureList && !isRecord(w.pleroma);

  const federation = record(metadata['federation']);
  const thumbnail = isRecord(w.thumbnail)
    ? asNullableString(w.thumbnail['url'])
    : asNullableString(w.thumbnail);
  const contact = record(w.contact);
  const stats = record(w.stats);

  return {
    name: asString(w.title) || ni?.nodeName || '',
    server: asString(w.uri) || asString(w.domain),
    description: asString(w.description),
    short_description: asString(w.short_description),
    thumbnail,
    email: asString(w.email) || asString(contact['email']),
    textlimit:
      firstInteger(w.max_toot_chars, statusesConfig['max_characters'], w.post_character_limit) ||
      DEFAULT_TEXT_LIMIT,
    uploadlimit: firstInteger(
      w.upload_limit,
      ni?.uploadLimits.general,
      mediaConfig['image_size_limit'],
    ),
    avatarlimit: firstInteger(w.avatar_upload_limit, ni?.uploadLimits.avatar),
    backgroundlimit: firstInteger(w.background_upload_limit, ni?.uploadLimits.background),
    bannerlimit: firstInteger(w.banner_upload_limit, ni?.uploadLimits.banner),
    accountApprovalRequired: asBoolean(
      w.approval_required,
      isRecord(registrations) ? asBoolean(registrations['approval_required']) : false,
    ),
    accountActivationRequired: asBoolean(
      metadata['account_activation_required'],
      ni?.accountActivationRequired ?? false,
    ),
    registrationOpen:
      typeof registrations === 'boolean'
        ? registrations
        : isRecord(registrations)
          ? asBoolean(registrations['enabled'])
          : (ni?.openRegistrations ?? false),
    vapidPublicKey:
      asNullableString(pleroma['vapid_public_key']) ??
      asNullableString(record(configuration['vapid'])['public_key']),
    mediaProxyAvailable: features.includes('media_proxy'),
    safeDM: features.includes('safe_dm_mentions'),
    // Mastodon-like servers have had polls since 2.8 and publish no feature list.
    pollsAvailable: features.includes('polls') || isMastodonLike,
    pollLimits: pollLimitsOf(
      record(w.poll_limits),
      record(configuration['polls']),
      record(ni?.pollLimits),
    ),
    editingAvailable:
      features.includes('editing') || (isMastodonLike && mastodonVersionAtLeast(version, 3, 5)),
    quotingAvailable: features.includes('quote_posting'),
    reactionsAvailable: features.includes('pleroma_emoji_reactions'),
    translationEnabled:
      features.includes('akkoma:machine_translation') ||
      asBoolean(record(configuration['translation'])['enabled']),
    mailerEnabled: ni?.mailerEnabled ?? false,
    fieldsLimits:
      normaliseFieldsLimits(metadata['fields_limits']) ?? ni?.fieldsLimits ?? DEFAULT_FIELDS_LIMITS,
    restrictedNicknames: ni?.restrictedNicknames ?? [],
    postFormats: asStringArray(metadata['post_formats']).length
      ? asStringArray(metadata['post_formats'])
      : ni?.postFormats.length
        ? ni.postFormats
        : ['text/plain'],
    suggestionsEnabled: ni?.suggestionsEnabled ?? false,
    suggestionsWeb: ni?.suggestionsWeb ?? '',
    backendVersion: ni?.software_version || version,
    software: ni?.software_name || softwareFromVersion(version),
    federating: asBoolean(federation['enabled'], ni?.federating ?? true),
    publicTimelineVisibility: ni?.publicTimelineVisibility ?? {
      local: true,
      federated: true,
      bubble: true,
    },
    federatedTimelineAvailable: ni?.federatedTimelineAvailable ?? true,
    staffAccounts: ni?.staffAccounts ?? [],
    localBubbleInstances: ni?.localBubbleInstances ?? [],
    private: ni?.private ?? false,
    features,
    languages: asStringArray(w.languages),
    contactAccount: tryNormaliseUser(w.contact_account ?? contact['account']),
    stats: {
      user_count: asNumber(stats['user_count']),
      status_count: asNumber(stats['status_count']),
      domain_count: asNumber(stats['domain_count']),
    },
    logo: asNullableString(fe['logo']),
    theme: asNullableString(fe['theme']),
    tos: null,
    instancePanel: null,
  };
}

/** Accepts nodeinfo as fetched (wire) or already normalised, so callers need not care. */
function asNodeinfo(nodeinfo: Nodeinfo | WireNodeinfo | null | undefined): Nodeinfo | null {
  if (typeof nodeinfo !== 'object' || nodeinfo === null) return null;
  return 'software_name' in nodeinfo ? nodeinfo : normaliseNodeinfo(nodeinfo);
}

/** "2.7.2 (compatible; Akkoma 3.3.1-…)" → 'akkoma'; plain versions read as Mastodon-compatible. */
export function softwareFromVersion(version: string): string {
  const compatible = /compatible;\s*([A-Za-z][\w-]*)/.exec(version);
  if (compatible?.[1]) return compatible[1].toLowerCase();
  return version === '' ? '' : 'mastodon';
}
