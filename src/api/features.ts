import {
  DEFAULT_POLL_LIMITS,
  DEFAULT_TEXT_LIMIT,
  type FieldsLimits,
  type Nodeinfo,
  type PollLimits,
} from './entities';
import { normaliseFieldsLimits, normaliseNodeinfo } from './normalise/nodeinfo';
import {
  asBoolean,
  asInteger,
  asNumber,
  asString,
  asStringArray,
  isRecord,
  type UnknownRecord,
} from './normalise/read';
import type { WireInstance, WireNodeinfo } from './wire';

/**
 * What a server offers beyond the plain Mastodon API, decided once from nodeinfo and the
 * instance reply (v1 or v2). Every control that needs an extension asks this record; the rules
 * are written down in docs/decisions.md, "Any server (issue 16)".
 */

export { POST_FORMATS };
export type { NotificationsReadMethod, PostFormat, ServerFeatures, ServerLimits };
import {
  POST_FORMATS,
  type NotificationsReadMethod,
  type PostFormat,
  type ServerFeatures,
  type ServerLimits,
} from './entities';

/** Mastodon's own profile-field limits, used when the server does not say. */
export const DEFAULT_FIELDS_LIMITS: FieldsLimits = {
  maxFields: 4,
  maxRemoteFields: 4,
  nameLength: 255,
  valueLength: 255,
};

function record(value: unknown): UnknownRecord {
  return isRecord(value) ? value : {};
}

/** First value that is a positive finite integer, else the fallback. */
function positiveInteger(fallback: number, ...values: unknown[]): number {
  for (const value of values) {
    const parsed = asInteger(value, Number.NaN);
    if (Number.isFinite(parsed) && parsed > 0) return parsed;
  }
  return fallback;
}

/** Each poll limit from the first source that has a sane one, else the spec's default. */
function pollLimitsOf(...sources: UnknownRecord[]): PollLimits {
  const pick = (keys: string[], fallback: number, min: number): number => {
    for (const source of sources) {
      for (const key of keys) {
        const value = asNumber(source[key], Number.NaN);
        if (Number.isFinite(value) && value >= min) return value;
      }
    }
    return fallback;
  };
  const limits: PollLimits = {
    max_options: pick(['max_options'], DEFAULT_POLL_LIMITS.max_options, 2),
    max_option_chars: pick(
      ['max_option_chars', 'max_characters_per_option'],
      DEFAULT_POLL_LIMITS.max_option_chars,
      1,
    ),
    min_expiration: pick(['min_expiration'], DEFAULT_POLL_LIMITS.min_expiration, 0),
    max_expiration: pick(['max_expiration'], DEFAULT_POLL_LIMITS.max_expiration, 1),
  };
  // A range that cannot hold any duration is no range: keep the spec's.
  if (limits.min_expiration > limits.max_expiration) {
    limits.min_expiration = DEFAULT_POLL_LIMITS.min_expiration;
    limits.max_expiration = DEFAULT_POLL_LIMITS.max_expiration;
  }
  return limits;
}

function fieldsLimitsOf(...candidates: (FieldsLimits | null | undefined)[]): FieldsLimits {
  for (const limits of candidates) {
    if (!limits) continue;
    const sane = (value: number, fallback: number) =>
      Number.isFinite(value) && value > 0 ? value : fallback;
    return {
      maxFields: sane(limits.maxFields, DEFAULT_FIELDS_LIMITS.maxFields),
      maxRemoteFields: sane(limits.maxRemoteFields, DEFAULT_FIELDS_LIMITS.maxRemoteFields),
      nameLength: sane(limits.nameLength, DEFAULT_FIELDS_LIMITS.nameLength),
      valueLength: sane(limits.valueLength, DEFAULT_FIELDS_LIMITS.valueLength),
    };
  }
  return DEFAULT_FIELDS_LIMITS;
}

/**
 * A plain x.y.z version at least major.minor. Other servers write dates ('2022.05-dev',
 * Friendica) or a compatibility note ('2.7.2 (compatible; Akkoma …)', snac's '4.0.0 (not true;
 * really snac/2.75)'), which must not read as Mastodon.
 */
export function plainVersionAtLeast(version: string, major: number, minor: number): boolean {
  const match = /^(\d{1,2})\.(\d+)\.\d+(?:[-+.\w]*)?$/.exec(version.trim());
  if (!match) return false;
  const [maj, min] = [Number(match[1]), Number(match[2])];
  return maj > major || (maj === major && min >= minor);
}

/** Major and minor of a version's leading x.y ('0.20.0-dev-57cb4fe' → 0, 20); null without one. */
function majorMinor(version: string): [number, number] | null {
  const match = /^v?(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** A software's own version at least major.minor (any suffix allowed: it names the same release). */
export function versionAtLeast(version: string, major: number, minor: number): boolean {
  const parts = majorMinor(version);
  if (!parts) return false;
  return parts[0] > major || (parts[0] === major && parts[1] >= minor);
}

export interface SoftwareOfVersion {
  name: string;
  version: string;
}

/**
 * What an instance's version string says about the software behind it:
 * "2.7.2 (compatible; Akkoma 3.3.1-…)" → akkoma 3.3.1-…; "… really snac/2.75" → snac 2.75;
 * GoToSocial's "3.5.3+0.20.0-dev-57cb4fe" (Mastodon API level + its own) → gotosocial 0.20.0-…;
 * a bare "4.2.0" → mastodon 4.2.0.
 */
export function softwareOfVersion(version: string): SoftwareOfVersion {
  const compatible = /compatible;\s*([A-Za-z][\w-]*)(?:\s+(\S+?))?\)?$/.exec(version.trim());
  if (compatible?.[1])
    return { name: compatible[1].toLowerCase(), version: compatible[2]?.replace(/\)$/, '') ?? '' };
  const really = /really\s+([A-Za-z][\w-]*)(?:\/([\w.-]+))?/.exec(version);
  if (really?.[1]) return { name: really[1].toLowerCase(), version: really[2] ?? '' };
  const gotosocial = /^\d+\.\d+\.\d+\+(\d+\.\d+\.\d+[\w.-]*)$/.exec(version.trim());
  if (gotosocial?.[1]) return { name: 'gotosocial', version: gotosocial[1] };
  // Only Mastodon writes a bare x.y.z (1.0 or later); dates (Friendica) and hashes (old
  // GoToSocial) name no software.
  return plainVersionAtLeast(version, 1, 0)
    ? { name: 'mastodon', version: version.trim() }
    : { name: '', version: '' };
}

/** "2.7.2 (compatible; Akkoma 3.3.1-…)" → 'akkoma'; "… really snac/2.75" → 'snac'; "4.2.0" → 'mastodon'. */
export function softwareFromVersion(version: string): string {
  return softwareOfVersion(version).name;
}

/** Accepts nodeinfo as fetched (wire) or already normalised. */
function asNodeinfo(nodeinfo: Nodeinfo | WireNodeinfo | null | undefined): Nodeinfo | null {
  if (typeof nodeinfo !== 'object' || nodeinfo === null) return null;
  return 'software_name' in nodeinfo ? nodeinfo : normaliseNodeinfo(nodeinfo);
}

function postFormatsOf(...lists: string[][]): PostFormat[] {
  const list = lists.find((l) => l.length > 0) ?? [];
  // The server's order (its first is its default), without formats Petrel cannot offer.
  const known = [...new Set(list)].filter((format): format is PostFormat =>
    (POST_FORMATS as readonly string[]).includes(format),
  );
  // Plain text always works, and is the spec's default content type.
  return known.includes('text/plain') ? known : ['text/plain', ...known];
}

const PLEROMA_FAMILY = new Set(['pleroma', 'akkoma']);

/**
 * The feature record for a server; every input may be missing, partial or hostile. The v2
 * instance (Mastodon 4, GoToSocial, recent Akkoma) fills what the v1 reply lacks.
 */
export function detectFeatures(
  instance: WireInstance | null | undefined,
  nodeinfo?: Nodeinfo | WireNodeinfo | null,
  instanceV2?: WireInstance | null,
): ServerFeatures {
  const w: UnknownRecord = record(instance);
  const v2: UnknownRecord = record(instanceV2);
  const pleroma = record(w['pleroma']);
  const metadata = record(pleroma['metadata']);
  const configuration = record(w['configuration'] ?? v2['configuration']);
  const statuses = record(configuration['statuses']);
  const media = record(configuration['media_attachments']);
  const v2Media = record(record(v2['configuration'])['media_attachments']);
  const ni = asNodeinfo(nodeinfo);
  const version = asString(w['version']) || asString(v2['version']);
  const fromVersion = softwareOfVersion(version);

  const features = new Set([...asStringArray(metadata['features']), ...(ni?.features ?? [])]);
  const has = (name: string) => features.has(name);
  const software = ni?.software_name || fromVersion.name;
  const softwareVersion =
    (ni?.software_name ? ni.software_version : '') ||
    (fromVersion.name === software ? fromVersion.version : '');
  const pleromaApi = has('pleroma_api') || PLEROMA_FAMILY.has(software);
  const akkomaApi = has('akkoma_api') || software === 'akkoma';
  // Mastodon and servers that copy its API publish no feature list.
  const mastodon = software === 'mastodon' || software === 'hometown';
  const mastodonAtLeast = (major: number, minor: number) =>
    mastodon && plainVersionAtLeast(softwareVersion, major, minor);
  const gotosocial = software === 'gotosocial';
  const bubbleDomains = ni?.localBubbleInstances ?? [];
  // Mastodon 4.3+ numbers its API in the v2 instance; level 1 already had editing.
  const mastodonApiLevel = asInteger(record(v2['api_versions'])['mastodon'], 0);

  return {
    software,
    softwareVersion,
    passwordGrant: !gotosocial,
    accountLookup: !pleromaApi && !(mastodon && !mastodonAtLeast(3, 4)),
    directTimeline: pleromaApi,
    conversations: true,
    notificationsReadMethod: pleromaApi ? 'pleroma' : 'markers',
    pleromaAccountOptions: pleromaApi,
    domainBlocks: pleromaApi || mastodon,
    themes: pleromaApi,
    staffDeleteOthers: pleromaApi,
    streamingTextPing: pleromaApi,
    pleromaApi,
    akkomaApi,
    reactions: has('pleroma_emoji_reactions'),
    customEmojiReactions: has('custom_emoji_reactions'),
    bubbleTimeline: has('bubble_timeline') || (akkomaApi && bubbleDomains.length > 0),
    // Fedibird takes Pleroma's quote_id and says so with feature_quote.
    quotes: has('quote_posting') || asBoolean(w['feature_quote']),
    translation: has('akkoma:machine_translation'),
    settingsProfiles: akkomaApi,
    mfa: pleromaApi,
    captcha: pleromaApi,
    adminApi: pleromaApi,
    announcements: pleromaApi || mastodonAtLeast(3, 1),
    // GoToSocial and glitch-soc list theirs in the statuses configuration (and take content_type).
    postFormats: postFormatsOf(
      asStringArray(metadata['post_formats']),
      ni?.postFormats ?? [],
      asStringArray(statuses['supported_mime_types']),
    ),
    editing:
      has('editing') ||
      mastodonAtLeast(3, 5) ||
      (gotosocial && versionAtLeast(softwareVersion, 0, 18)) ||
      mastodonApiLevel >= 1,
    localOnly: pleromaApi,
    subscriptions: pleromaApi,
    accountManagement: pleromaApi,
    accountMigration: pleromaApi,
    backups: pleromaApi,
    imports: pleromaApi,
    mascot: pleromaApi,
    // Mastodon-like servers have had polls since 2.8 without saying so.
    polls: has('polls') || features.size === 0,
    mediaProxy: has('media_proxy'),
    safeDM: has('safe_dm_mentions'),
    chats: has('pleroma_chat_messages'),
    limits: {
      text: positiveInteger(
        DEFAULT_TEXT_LIMIT,
        w['max_toot_chars'],
        statuses['max_characters'],
        w['post_character_limit'],
      ),
      poll: pollLimitsOf(
        record(w['poll_limits']),
        record(configuration['polls']),
        record(ni?.pollLimits),
      ),
      upload: positiveInteger(
        0,
        w['upload_limit'],
        ni?.uploadLimits.general,
        media['image_size_limit'],
      ),
      avatar: positiveInteger(0, w['avatar_upload_limit'], ni?.uploadLimits.avatar),
      background: positiveInteger(0, w['background_upload_limit'], ni?.uploadLimits.background),
      banner: positiveInteger(0, w['banner_upload_limit'], ni?.uploadLimits.banner),
      fields: fieldsLimitsOf(normaliseFieldsLimits(metadata['fields_limits']), ni?.fieldsLimits),
      description: positiveInteger(0, w['description_limit'], v2Media['description_limit']),
    },
  };
}
