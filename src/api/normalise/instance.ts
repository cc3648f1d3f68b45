import type { InstanceSettings, Nodeinfo } from '../entities';
import { detectFeatures } from '../features';
import type { WireInstance, WireNodeinfo } from '../wire';
import { normaliseNodeinfo } from './nodeinfo';
import {
  asBoolean,
  asNullableString,
  asNumber,
  asString,
  asStringArray,
  isRecord,
  type UnknownRecord,
} from './read';
import { safeNullableWebUrl } from './url';
import { tryNormaliseUser } from './user';

function record(value: unknown): UnknownRecord {
  return isRecord(value) ? value : {};
}

/**
 * Instance settings (document 1 §3) from /api/v1/instance, nodeinfo and the frontend
 * configuration. Each may be missing or partial; every setting has a default.
 */
export function normaliseInstance(
  instance: WireInstance,
  nodeinfo?: Nodeinfo | WireNodeinfo | null,
  frontendConfig?: Record<string, unknown> | null,
  instanceV2?: WireInstance | null,
): InstanceSettings {
  const w: WireInstance = isRecord(instance) ? instance : {};
  const pleroma = record(w.pleroma);
  const metadata = record(pleroma['metadata']);
  // Mastodon 4.3 and GoToSocial tell the push key in /api/v2/instance's configuration only.
  const configuration = record((instanceV2 ?? w).configuration);
  const registrations = w.registrations;
  const fe = record(frontendConfig);
  const ni = asNodeinfo(nodeinfo);

  const features = [...new Set([...asStringArray(metadata['features']), ...(ni?.features ?? [])])];
  const version = asString(w.version);
  const supports = detectFeatures(w, ni, instanceV2);

  const federation = record(metadata['federation']);
  const thumbnail = safeNullableWebUrl(
    isRecord(w.thumbnail) ? asNullableString(w.thumbnail['url']) : asNullableString(w.thumbnail),
  );
  const contact = record(w.contact);
  const stats = record(w.stats);

  return {
    name: asString(w.title) || ni?.nodeName || '',
    server: asString(w.uri) || asString(w.domain),
    description: asString(w.description),
    short_description: asString(w.short_description),
    thumbnail,
    email: asString(w.email) || asString(contact['email']),
    textlimit: supports.limits.text,
    uploadlimit: supports.limits.upload,
    avatarlimit: supports.limits.avatar,
    backgroundlimit: supports.limits.background,
    bannerlimit: supports.limits.banner,
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
    pollLimits: supports.limits.poll,
    mailerEnabled: ni?.mailerEnabled ?? false,
    fieldsLimits: supports.limits.fields,
    restrictedNicknames: ni?.restrictedNicknames ?? [],
    postFormats: supports.postFormats,
    suggestionsEnabled: ni?.suggestionsEnabled ?? false,
    suggestionsWeb: ni?.suggestionsWeb ?? '',
    backendVersion: ni?.software_version || version,
    software: supports.software,
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
    supports,
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

export { softwareFromVersion } from '../features';
