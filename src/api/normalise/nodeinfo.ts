import type { FieldsLimits, Nodeinfo, PollLimits, PublicTimelineVisibility } from '../entities';
import type { WireNodeinfo } from '../wire';
import {
  asBoolean,
  asInteger,
  asNullableNumber,
  asNumber,
  asString,
  asStringArray,
  isRecord,
} from './read';

function nullableInteger(value: unknown): number | null {
  const parsed = asInteger(value, Number.NaN);
  return Number.isNaN(parsed) ? null : parsed;
}

export function normaliseFieldsLimits(raw: unknown): FieldsLimits | null {
  if (!isRecord(raw)) return null;
  // Nodeinfo writes camelCase, /api/v1/instance writes snake_case.
  return {
    maxFields: asNumber(raw['maxFields'] ?? raw['max_fields']),
    maxRemoteFields: asNumber(raw['maxRemoteFields'] ?? raw['max_remote_fields']),
    nameLength: asNumber(raw['nameLength'] ?? raw['name_length']),
    valueLength: asNumber(raw['valueLength'] ?? raw['value_length']),
  };
}

export function normaliseNodeinfo(wire: WireNodeinfo): Nodeinfo {
  const w: WireNodeinfo = isRecord(wire) ? wire : {};
  const software = isRecord(w.software) ? w.software : {};
  const metadata = isRecord(w.metadata) ? w.metadata : {};
  const federation = isRecord(metadata['federation']) ? metadata['federation'] : {};
  const suggestions = isRecord(metadata['suggestions']) ? metadata['suggestions'] : {};
  const visibility = isRecord(metadata['publicTimelineVisibility'])
    ? metadata['publicTimelineVisibility']
    : {};
  const isPrivate = asBoolean(metadata['private']);
  // Without Akkoma's flags, timelines are public unless the instance is private.
  const publicTimelineVisibility: PublicTimelineVisibility = {
    local: asBoolean(visibility['local'], !isPrivate),
    federated: asBoolean(visibility['federated'], !isPrivate),
    bubble: asBoolean(visibility['bubble'], !isPrivate),
  };
  const uploads = isRecord(metadata['uploadLimits']) ? metadata['uploadLimits'] : {};
  const usage = isRecord(w.usage) ? w.usage : {};
  const users = isRecord(usage['users']) ? usage['users'] : {};
  return {
    software_name: asString(software['name']).toLowerCase(),
    software_version: asString(software['version']),
    openRegistrations: asBoolean(w.openRegistrations),
    federating: asBoolean(federation['enabled'], true),
    nodeName: asString(metadata['nodeName']),
    accountActivationRequired: asBoolean(metadata['accountActivationRequired']),
    mailerEnabled: asBoolean(metadata['mailerEnabled']),
    features: asStringArray(metadata['features']),
    restrictedNicknames: asStringArray(metadata['restrictedNicknames']),
    postFormats: asStringArray(metadata['postFormats']),
    staffAccounts: asStringArray(metadata['staffAccounts']),
    localBubbleInstances: asStringArray(metadata['localBubbleInstances']),
    suggestionsEnabled: asBoolean(suggestions['enabled']),
    suggestionsWeb: asString(suggestions['web']),
    fieldsLimits: normaliseFieldsLimits(metadata['fieldsLimits']),
    pollLimits: isRecord(metadata['pollLimits']) ? pollLimitsOf(metadata['pollLimits']) : null,
    uploadLimits: {
      general: nullableInteger(uploads['general']),
      avatar: nullableInteger(uploads['avatar']),
      background: nullableInteger(uploads['background']),
      banner: nullableInteger(uploads['banner']),
    },
    publicTimelineVisibility,
    federatedTimelineAvailable: asBoolean(metadata['federatedTimelineAvailable'], true),
    private: isPrivate,
    usersTotal: asNullableNumber(users['total']),
    localPosts: asNullableNumber(usage['localPosts']),
  };
}

function pollLimitsOf(raw: Record<string, unknown>): Partial<PollLimits> {
  const limits: Partial<PollLimits> = {};
  for (const key of [
    'max_options',
    'max_option_chars',
    'min_expiration',
    'max_expiration',
  ] as const) {
    const value = asNullableNumber(raw[key]);
    if (value !== null) limits[key] = value;
  }
  return limits;
}
