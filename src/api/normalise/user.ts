import type { User, UserField, UserInstance, UserRole } from '../entities';
import type { WireAccount, WireField } from '../wire';
import { normaliseEmojis } from './emoji';
import { emojify, escapeHtml, htmlToText } from './html';
import {
  asArray,
  asBoolean,
  asId,
  asNullableString,
  asNumber,
  asString,
  asStringArray,
  isRecord,
  mapSkipping,
} from './read';
import { normaliseRelationship } from './relationship';
import { isLocalScreenName, screenNameUi } from './screenName';
import { safeNullableWebUrl, safeWebUrl } from './url';
import { normaliseVisibility } from './visibility';

/** Role from Pleroma's flags, else from Mastodon 4 role badges (document 3 §3). */
export function userRole(rights: { admin: boolean; moderator: boolean }): UserRole {
  if (rights.admin) return 'admin';
  if (rights.moderator) return 'moderator';
  return 'member';
}

function rightsOf(wire: WireAccount): { admin: boolean; moderator: boolean } {
  const pleroma = isRecord(wire.pleroma) ? wire.pleroma : {};
  let admin = asBoolean(pleroma['is_admin']);
  let moderator = asBoolean(pleroma['is_moderator']);
  // Mastodon 4 lists only the roles an admin chose to show; names are free text.
  const roleNames = [...asArray(wire.roles), wire.role]
    .map((role) => (isRecord(role) ? asString(role['name']).toLowerCase() : ''))
    .filter(Boolean);
  if (roleNames.some((name) => name === 'admin' || name === 'owner')) admin = true;
  if (roleNames.includes('moderator')) moderator = true;
  return { admin, moderator };
}

function fieldOf(raw: unknown): WireField | null {
  return isRecord(raw) ? (raw as WireField) : null;
}

function instanceOf(wire: WireAccount, screenName: string): UserInstance | null {
  const akkoma = isRecord(wire.akkoma) ? wire.akkoma : {};
  const instance = akkoma['instance'];
  if (isRecord(instance)) {
    const nodeinfo = isRecord(instance['nodeinfo']) ? instance['nodeinfo'] : {};
    const software = isRecord(nodeinfo['software']) ? nodeinfo['software'] : {};
    return {
      name: asString(instance['name']),
      software_name: asNullableString(software['name']),
      software_version: asNullableString(software['version']),
      favicon: safeNullableWebUrl(asNullableString(instance['favicon'])),
    };
  }
  const at = screenName.lastIndexOf('@');
  if (at <= 0) return null;
  return {
    name: screenName.slice(at + 1),
    software_name: null,
    software_version: null,
    favicon: null,
  };
}

/**
 * A wire account to the app's User. Never throws; a missing id gives id '' (list helpers skip
 * those). `moved` is followed one level only, which is all the UI shows.
 */
export function normaliseUser(wire: WireAccount, depth = 0): User {
  const w: WireAccount = isRecord(wire) ? wire : {};
  const pleroma = isRecord(w.pleroma) ? w.pleroma : {};
  const source = isRecord(w.source) ? w.source : {};
  const sourcePleroma = isRecord(source.pleroma) ? source.pleroma : {};

  const screenName = asString(w.acct) || asString(w.username);
  const emoji = normaliseEmojis(w.emojis);
  const name = asString(w.display_name) || asString(w.username) || screenName;
  const rights = rightsOf(w);
  const deactivated = asBoolean(pleroma['deactivated']) || asBoolean(w.suspended);

  const fields = mapSkipping(w.fields, fieldOf);
  const sourceFields = mapSkipping(source.fields, fieldOf);
  const fields_html: UserField[] = fields.map((field) => ({
    name: emojify(escapeHtml(asString(field.name)), emoji),
    value: asString(field.value),
    verified_at: asNullableString(field.verified_at),
  }));
  // Own account: the source fields are what the user typed; others: the HTML made plain.
  const fields_text: UserField[] =
    sourceFields.length === fields.length && sourceFields.length > 0
      ? sourceFields.map((field) => ({ name: asString(field.name), value: asString(field.value) }))
      : fields.map((field) => ({
          name: asString(field.name),
          value: htmlToText(asString(field.value)),
        }));

  const note = asString(w.note);
  const avatar = safeWebUrl(asString(w.avatar));
  const relationship = isRecord(pleroma['relationship'])
    ? normaliseRelationship(pleroma['relationship'])
    : null;

  return {
    id: asId(w.id) ?? '',
    name,
    name_html: emojify(escapeHtml(name), emoji),
    screen_name: screenName,
    screen_name_ui: screenNameUi(screenName),
    profile_image_url_original: avatar,
    avatar_static: safeWebUrl(asString(w.avatar_static)) || avatar,
    cover_photo: safeWebUrl(asString(w.header)),
    background_image: safeNullableWebUrl(asNullableString(pleroma['background_image'])),
    description: typeof source.note === 'string' ? source.note : htmlToText(note),
    description_html: note,
    emoji,
    favicon:
      safeNullableWebUrl(asNullableString(pleroma['favicon'])) ??
      instanceOf(w, screenName)?.favicon ??
      null,
    instance: instanceOf(w, screenName),
    statusnet_profile_url: safeWebUrl(
      asString(w.url) || asString(pleroma['ap_id']) || asString(w.uri),
    ),
    is_local: isLocalScreenName(screenName),
    locked: asBoolean(w.locked),
    bot: asBoolean(w.bot),
    deactivated,
    is_active: asBoolean(pleroma['is_active'], !deactivated),
    discoverable: asBoolean(w.discoverable, asBoolean(sourcePleroma.discoverable)),
    created_at: asString(w.created_at),
    statuses_count: asNumber(w.statuses_count),
    friends_count: asNumber(w.following_count),
    followers_count: asNumber(w.followers_count),
    follow_requests_count: asNumber(w.follow_requests_count ?? source.follow_requests_count),
    hide_follows_count: asBoolean(pleroma['hide_follows_count']),
    hide_followers_count: asBoolean(pleroma['hide_followers_count']),
    // Mastodon hides both lists with one flag where Akkoma has one per list.
    hide_follows: asBoolean(pleroma['hide_follows'], asBoolean(w.hide_collections)),
    // Akkoma sends it to the account itself only; absent means moves are not followed.
    allow_following_move: asBoolean(pleroma['allow_following_move']),
    hide_followers: asBoolean(pleroma['hide_followers'], asBoolean(w.hide_collections)),
    hide_favorites: asBoolean(pleroma['hide_favorites'], true),
    rights,
    tags: asStringArray(pleroma['tags']),
    role: userRole(rights),
    default_scope:
      typeof source.privacy === 'string' ? normaliseVisibility(source.privacy) : 'public',
    ...(source.sensitive === true ? { default_sensitive: true } : {}),
    fields: fields.map((field) => ({
      name: asString(field.name),
      value: asString(field.value),
      verified_at: asNullableString(field.verified_at),
    })),
    fields_html,
    fields_text,
    moved: depth === 0 && isRecord(w.moved) ? normaliseUser(w.moved, depth + 1) : null,
    last_status_at: asNullableString(w.last_status_at),
    relationship,
    // Only when on, so a user from any other server has no such key.
    ...(w.enable_rss === true ? { enable_rss: true } : {}),
  };
}

/** Like normaliseUser, but null for items that are not accounts (no object, no id). */
export function tryNormaliseUser(wire: unknown): User | null {
  if (!isRecord(wire) || asId(wire['id']) === null) return null;
  return normaliseUser(wire as WireAccount);
}

export function normaliseUsers(list: unknown): User[] {
  return mapSkipping(list, tryNormaliseUser);
}
