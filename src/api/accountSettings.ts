import type { User, Visibility } from './entities';
import { rethrowServerText } from './errors';
import type { ApiClient } from './http';
import type { PageParams } from './paging';
import { asString, isRecord } from './normalise/read';
import { safeWebUrl } from './normalise/url';
import { normaliseUsers, tryNormaliseUser } from './normalise/user';

/**
 * Account settings calls (document 3 §7, "Security and account settings", update_credentials,
 * notification settings, mutes and blocks lists). The settings profile sync's calls are in
 * settingsProfiles.ts: the signed-in home runs them, and a module reached from there brings all
 * of its used exports along (this one is the settings modal's alone).
 */

/** Document 1 §3: the server-side account options, as the settings modal names them. */
export interface AccountOptions {
  defaultScope: Visibility;
  defaultNSFW: boolean;
  stripRichContent: boolean;
  locked: boolean;
  permitFollowback: boolean;
  allowFollowingMove: boolean;
  discoverable: boolean;
  hideFavorites: boolean;
  hideFollowers: boolean;
  hideFollows: boolean;
  hideFollowersCount: boolean;
  hideFollowsCount: boolean;
  /** Mastodon 4.1+'s one flag for both lists (Akkoma has the two above). */
  hideCollections: boolean;
  webPushHideContents: boolean;
  blockNotificationsFromStrangers: boolean;
}

export interface ProfileField {
  name: string;
  value: string;
}

/** The editable profile: the source texts, not the rendered HTML. */
export interface ProfileSource {
  displayName: string;
  note: string;
  fields: ProfileField[];
  avatar: string;
  header: string;
  background: string | null;
  email: string | null;
}

export interface AccountSettings {
  user: User | null;
  options: AccountOptions;
  profile: ProfileSource;
}

const bool = (v: unknown, fallback = false) => (typeof v === 'boolean' ? v : fallback);
const rec = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
const VISIBILITIES = ['public', 'unlisted', 'private', 'direct', 'local'];

/** Reads verify_credentials (or an update_credentials reply) into options and profile source. */
export function readAccountSettings(wire: unknown): AccountSettings {
  const account = rec(wire);
  const source = rec(account['source']);
  const sourcePleroma = rec(source['pleroma']);
  const pleroma = rec(account['pleroma']);
  const akkoma = rec(account['akkoma']);
  const notify = rec(pleroma['notification_settings']);
  const privacy = asString(source['privacy']);
  const fields = Array.isArray(source['fields']) ? source['fields'] : account['fields'];
  return {
    user: tryNormaliseUser(wire),
    options: {
      defaultScope: (VISIBILITIES.includes(privacy) ? privacy : 'public') as Visibility,
      defaultNSFW: bool(source['sensitive']),
      stripRichContent: bool(sourcePleroma['no_rich_text'] ?? pleroma['no_rich_text']),
      locked: bool(account['locked']),
      permitFollowback: bool(akkoma['permit_followback']),
      allowFollowingMove: bool(pleroma['allow_following_move'], true),
      discoverable: bool(sourcePleroma['discoverable'] ?? account['discoverable']),
      hideFavorites: bool(pleroma['hide_favorites'], true),
      hideFollowers: bool(pleroma['hide_followers']),
      hideFollows: bool(pleroma['hide_follows']),
      hideFollowersCount: bool(pleroma['hide_followers_count']),
      hideFollowsCount: bool(pleroma['hide_follows_count']),
      hideCollections: bool(source['hide_collections'] ?? account['hide_collections']),
      webPushHideContents: bool(notify['hide_notification_contents']),
      blockNotificationsFromStrangers: bool(notify['block_from_strangers']),
    },
    profile: {
      displayName: asString(account['display_name']),
      note: typeof source['note'] === 'string' ? source['note'] : asString(account['note']),
      fields: (Array.isArray(fields) ? fields : []).filter(isRecord).map((f) => ({
        name: asString(f['name']),
        value: asString(f['value']),
      })),
      avatar: safeWebUrl(asString(account['avatar'])),
      header: safeWebUrl(asString(account['header'])),
      background: safeWebUrl(asString(pleroma['background_image'])) || null,
      email: asString(pleroma['email']) || null,
    },
  };
}

export async function fetchAccountSettings(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<AccountSettings> {
  return readAccountSettings(await client.get('/api/v1/accounts/verify_credentials', { signal }));
}

/** Where each option goes on the wire: update_credentials JSON, or notification settings. */
const CREDENTIAL_PARAM: Partial<Record<keyof AccountOptions, string>> = {
  defaultScope: 'default_scope',
  stripRichContent: 'no_rich_text',
  locked: 'locked',
  permitFollowback: 'permit_followback',
  allowFollowingMove: 'allow_following_move',
  discoverable: 'discoverable',
  hideFavorites: 'hide_favorites',
  hideFollowers: 'hide_followers',
  hideFollows: 'hide_follows',
  hideFollowersCount: 'hide_followers_count',
  hideFollowsCount: 'hide_follows_count',
  hideCollections: 'hide_collections',
};
const NOTIFICATION_PARAM: Partial<Record<keyof AccountOptions, string>> = {
  webPushHideContents: 'hide_notification_contents',
  blockNotificationsFromStrangers: 'block_from_strangers',
};

/**
 * Saves one server-side option (document 1 §4, Server-side option save). Returns the account
 * as update_credentials answers it (null for notification settings), so the signed-in user's
 * defaults the composer reads (visibility, sensitive media) follow at once.
 */
export async function saveAccountOption<K extends keyof AccountOptions>(
  client: ApiClient,
  key: K,
  value: AccountOptions[K],
): Promise<User | null> {
  const notification = NOTIFICATION_PARAM[key];
  if (notification) {
    await client.put('/api/pleroma/notification_settings', {
      body: new URLSearchParams({ [notification]: String(value) }),
    });
    return null;
  }
  const body: Record<string, unknown> =
    key === 'defaultNSFW'
      ? { source: { sensitive: value } }
      : { [CREDENTIAL_PARAM[key] ?? key]: value };
  if (key === 'defaultScope') body['source'] = { privacy: value };
  return tryNormaliseUser(await client.patch('/api/v1/accounts/update_credentials', { body }));
}

export type ProfileText = Pick<ProfileSource, 'displayName' | 'note' | 'fields'>;

const sameFields = (a: ProfileField[], b: ProfileField[]) =>
  a.length === b.length && a.every((f, i) => f.name === b[i]?.name && f.value === b[i]?.value);

/**
 * The update_credentials body for a profile edit: only what changed. Fields go as an object
 * keyed by index, the one shape Mastodon, GoToSocial and the Pleroma family all accept
 * (GoToSocial refuses an array); a field that was removed is sent empty, which every server
 * reads as "no field here", since a shorter list alone leaves the old fields on Mastodon.
 */
export function profileUpdateBody(
  before: ProfileText,
  after: ProfileText,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (after.displayName !== before.displayName) body['display_name'] = after.displayName;
  if (after.note !== before.note) body['note'] = after.note;
  if (!sameFields(before.fields, after.fields)) {
    const count = Math.max(before.fields.length, after.fields.length);
    const fields: Record<string, ProfileField> = {};
    for (let i = 0; i < count; i += 1)
      fields[String(i)] = after.fields[i] ?? { name: '', value: '' };
    body['fields_attributes'] = fields;
  }
  return body;
}

/** Saves a profile edit; with nothing changed there is no call, only a fresh read. */
export async function updateProfile(
  client: ApiClient,
  before: ProfileText,
  after: ProfileText,
): Promise<AccountSettings> {
  const body = profileUpdateBody(before, after);
  if (Object.keys(body).length === 0) return fetchAccountSettings(client);
  return readAccountSettings(await client.patch('/api/v1/accounts/update_credentials', { body }));
}

export type ProfileImage = 'avatar' | 'header' | 'pleroma_background_image';

/** Uploads one profile image as a form; the server's own error text is thrown (document 3 §8). */
export async function uploadProfileImage(
  client: ApiClient,
  field: ProfileImage,
  file: Blob,
): Promise<AccountSettings> {
  const form = new FormData();
  form.append(field, file);
  return readAccountSettings(
    await client
      .patch('/api/v1/accounts/update_credentials', { body: form })
      .catch(rethrowServerText),
  );
}

/** Pleroma answers these with 200 and `{error}` on a refusal; that text is thrown. */
async function statusCall(client: ApiClient, path: string, fields: Record<string, string>) {
  const reply: unknown = await client
    .post(path, { body: new URLSearchParams(fields) })
    .catch(rethrowServerText);
  const text = isRecord(reply) ? asString(reply['error']) : '';
  if (text) throw new Error(text);
}

export const changePassword = (
  client: ApiClient,
  password: string,
  newPassword: string,
  confirmation: string,
) =>
  statusCall(client, '/api/pleroma/change_password', {
    password,
    new_password: newPassword,
    new_password_confirmation: confirmation,
  });

export const changeEmail = (client: ApiClient, email: string, password: string) =>
  statusCall(client, '/api/pleroma/change_email', { email, password });

export const moveAccount = (client: ApiClient, targetAccount: string, password: string) =>
  statusCall(client, '/api/pleroma/move_account', { target_account: targetAccount, password });

export const deleteAccount = (client: ApiClient, password: string) =>
  statusCall(client, '/api/pleroma/delete_account', { password });

export async function fetchAliases(client: ApiClient): Promise<string[]> {
  const reply = rec(await client.get('/api/pleroma/aliases'));
  return Array.isArray(reply['aliases']) ? reply['aliases'].map(String) : [];
}

export async function setAlias(client: ApiClient, alias: string, add: boolean): Promise<void> {
  const body = new URLSearchParams({ alias });
  if (add) await client.put('/api/pleroma/aliases', { body });
  else await client.del('/api/pleroma/aliases', { body });
}

export interface AccountBackup {
  url: string;
  insertedAt: string;
  processed: boolean;
  fileSize: number;
}

function readBackups(wire: unknown): AccountBackup[] {
  return (Array.isArray(wire) ? wire : []).filter(isRecord).map((b) => ({
    url: safeWebUrl(asString(b['url'])),
    insertedAt: asString(b['inserted_at']),
    processed: bool(b['processed']),
    fileSize: typeof b['file_size'] === 'number' ? b['file_size'] : 0,
  }));
}

export async function fetchBackups(client: ApiClient): Promise<AccountBackup[]> {
  return readBackups(await client.get('/api/v1/pleroma/backups'));
}

export async function createBackup(client: ApiClient): Promise<AccountBackup[]> {
  return readBackups(await client.post('/api/v1/pleroma/backups'));
}

export type ImportKind = 'mutes' | 'blocks' | 'follow';

/** POST /api/pleroma/{kind}_import with the CSV as the form field `list`. */
export async function importList(client: ApiClient, kind: ImportKind, file: Blob): Promise<void> {
  const form = new FormData();
  form.append('list', file);
  await client.post(`/api/pleroma/${kind}_import`, { body: form }).catch(rethrowServerText);
}

export interface OAuthToken {
  id: string;
  appName: string;
  validUntil: string;
}

export async function fetchOAuthTokens(client: ApiClient): Promise<OAuthToken[]> {
  const wire = await client.get('/api/oauth_tokens.json');
  return (Array.isArray(wire) ? wire : []).filter(isRecord).map((t) => ({
    id: String(t['id'] ?? ''),
    appName: asString(t['app_name']),
    validUntil: asString(t['valid_until']),
  }));
}

/** Document 3 §7: a 201 reply counts as removed, as does any other success. */
export async function revokeOAuthToken(client: ApiClient, id: string): Promise<void> {
  await client.del(`/api/oauth_tokens/${encodeURIComponent(id)}`);
}

export interface UserPage {
  items: User[];
  next: PageParams | null;
}

/** GET /api/v1/mutes/ or /api/v1/blocks/ with max_id paging (document 3 §7). */
export async function fetchMutedOrBlocked(
  client: ApiClient,
  kind: 'mutes' | 'blocks',
  maxId?: string,
): Promise<UserPage> {
  const page = await client.getPage(`/api/v1/${kind}`, { query: { max_id: maxId } });
  const items = normaliseUsers(page.data);
  const last = items[items.length - 1];
  // Servers that send no Link header still page by the last id.
  const next = page.next ?? (items.length >= 20 && last ? { max_id: last.id } : null);
  return { items, next };
}

export interface DomainPage {
  domains: string[];
  next: PageParams | null;
}

/**
 * GET /api/v1/domain_blocks (document 3 §7). The list carries no ids, so only the server's Link
 * header can say where the next page starts; without one the list is taken as whole.
 */
export async function fetchDomainBlocks(client: ApiClient, maxId?: string): Promise<DomainPage> {
  const page = await client.getPage('/api/v1/domain_blocks', { query: { max_id: maxId } });
  const domains = Array.isArray(page.data) ? page.data.map(String) : [];
  return { domains, next: domains.length > 0 ? page.next : null };
}

/** GET /api/v1/pleroma/mascot: the picture shown beside the post form; null when none is known. */
export async function fetchMascot(client: ApiClient): Promise<string | null> {
  const reply = rec(await client.get('/api/v1/pleroma/mascot'));
  return safeWebUrl(asString(reply['url'])) || null;
}

/** PUT /api/v1/pleroma/mascot with the picture as `file`; the server's refusal text is thrown. */
export async function uploadMascot(client: ApiClient, file: Blob): Promise<string | null> {
  const form = new FormData();
  form.append('file', file);
  const reply = rec(
    await client.put('/api/v1/pleroma/mascot', { body: form }).catch(rethrowServerText),
  );
  return safeWebUrl(asString(reply['url'])) || null;
}
