import { gotosocialProfileRefusal } from '../gotosocial/profile.js';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Secret } from 'otpauth';
import { SEEDED_RECOVERY_CODES, totpMatches } from '../access/secondFactor.js';
import { settingsBookFor, type AccountOptions } from '../accountSettings.js';
import { contextFor, ERRORS, fail, flag, type Shared } from '../auth.js';
import { renderAccount } from '../render/account.js';
import { backupArchive } from '../render/backupArchive.js';
import { isoTime } from '../render/context.js';
import { LIMITS } from '../render/limits.js';
import type { AccountRecord } from '../store.js';

type Fields = Record<string, unknown>;

/** A file field of an update_credentials form. */
interface Upload {
  field: string;
  mime: string;
  bytes: Buffer;
}

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct', 'local'];
const FILE_LIMITS: Record<string, number> = {
  avatar: LIMITS.avatar,
  header: LIMITS.banner,
  pleroma_background_image: LIMITS.background,
};

/** Reads JSON, URL-encoded or multipart bodies into one flat record plus the files. */
async function readBody(request: FastifyRequest): Promise<{ fields: Fields; files: Upload[] }> {
  if (request.isMultipart()) {
    const fields: Fields = {};
    const files: Upload[] = [];
    for await (const part of request.parts()) {
      if (part.type === 'file')
        files.push({ field: part.fieldname, mime: part.mimetype, bytes: await part.toBuffer() });
      else fields[part.fieldname] = part.value;
    }
    return { fields, files };
  }
  const body = request.body;
  return { fields: body && typeof body === 'object' ? (body as Fields) : {}, files: [] };
}

/** fields_attributes as JSON array, JSON object by index, or flat form keys `fields_attributes[0][name]`. */
export function readFieldsAttributes(fields: Fields): { name: string; value: string }[] | null {
  const raw = fields.fields_attributes;
  const byIndex = new Map<number, { name: string; value: string }>();
  const put = (index: number, key: string, value: unknown) => {
    const entry = byIndex.get(index) ?? { name: '', value: '' };
    if (key === 'name' || key === 'value') entry[key] = String(value ?? '');
    byIndex.set(index, entry);
  };
  if (Array.isArray(raw))
    raw.forEach(
      (f, i) => f && typeof f === 'object' && Object.entries(f).forEach(([k, v]) => put(i, k, v)),
    );
  else if (raw && typeof raw === 'object')
    for (const [i, f] of Object.entries(raw))
      if (f && typeof f === 'object') for (const [k, v] of Object.entries(f)) put(Number(i), k, v);
  for (const [key, value] of Object.entries(fields)) {
    const m = /^fields_attributes\[(\d+)\]\[(name|value)\]$/.exec(key);
    if (m) put(Number(m[1]), m[2] ?? '', value);
  }
  if (byIndex.size === 0) return null;
  return [...byIndex.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, f]) => f)
    .filter((f) => f.name !== '' || f.value !== '');
}

function sourceValue(fields: Fields, key: string): unknown {
  const source = fields.source;
  if (source && typeof source === 'object' && key in source) return (source as Fields)[key];
  return fields[`source[${key}]`];
}

/**
 * Account settings (document 3 §7, "Security and account settings", update_credentials,
 * notification settings, mascot, imports, backups, OAuth tokens, settings profiles).
 */
export const accountSettingsRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  const { store } = shared;
  const book = () => settingsBookFor(store);
  await app.register(multipart, { limits: { fileSize: LIMITS.upload, files: 4 } });

  function viewerOr403(request: FastifyRequest, reply: FastifyReply): AccountRecord | null {
    const viewer = contextFor(request, shared).viewer;
    if (!viewer) {
      void fail(reply, 403, ERRORS.invalidCredentials);
      return null;
    }
    return viewer;
  }

  const bodyOf = (request: FastifyRequest): Fields => {
    const b = request.body;
    return { ...(request.query as Fields), ...(b && typeof b === 'object' ? (b as Fields) : {}) };
  };

  const passwordOk = (viewer: AccountRecord, body: Fields) =>
    typeof body.password === 'string' && body.password === viewer.password;

  app.patch('/api/v1/accounts/update_credentials', async (request, reply) => {
    const ctx = contextFor(request, shared);
    const viewer = ctx.viewer;
    if (!viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    let body: { fields: Fields; files: Upload[] };
    try {
      body = await readBody(request);
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError)
        return fail(reply, 413, 'File is too large');
      throw error;
    }
    const { fields, files } = body;
    if (shared.config.software === 'gotosocial') {
      const refusal = gotosocialProfileRefusal(fields);
      if (refusal) return fail(reply, 400, refusal);
    }
    for (const file of files) {
      const limit = FILE_LIMITS[file.field];
      if (limit === undefined) continue;
      if (file.bytes.length > limit) return fail(reply, 413, 'File is too large');
      if (!file.mime.startsWith('image/')) return fail(reply, 422, 'Invalid file type');
    }
    const attributes = readFieldsAttributes(fields);
    if (attributes) {
      if (attributes.length > LIMITS.fields.max_fields)
        return fail(reply, 422, 'Too many profile fields');
      if (
        attributes.some(
          (f) =>
            f.name.length > LIMITS.fields.name_length ||
            f.value.length > LIMITS.fields.value_length,
        )
      )
        return fail(reply, 422, 'Profile field is too long');
    }
    const name = fields.display_name;
    if (typeof name === 'string' && name.length > 100)
      return fail(reply, 422, 'Display name is too long');

    if (typeof name === 'string') viewer.displayName = name;
    if (typeof fields.note === 'string') {
      viewer.bio = fields.note;
      delete viewer.noteHtml;
    }
    if (attributes) viewer.fields = attributes.map((f) => ({ name: f.name, value: f.value }));
    if ('locked' in fields) viewer.locked = flag(fields.locked);
    if ('discoverable' in fields) viewer.discoverable = flag(fields.discoverable);
    if ('bot' in fields) viewer.bot = flag(fields.bot);
    if ('hide_followers' in fields) viewer.hideFollowers = flag(fields.hide_followers);
    if ('hide_follows' in fields) viewer.hideFollows = flag(fields.hide_follows);
    // Mastodon 4.1+: one flag for both lists, read back as hide_collections (render/account.ts).
    if (shared.config.software === 'mastodon' && 'hide_collections' in fields)
      viewer.hideFollowers = viewer.hideFollows = flag(fields.hide_collections);

    const change: Partial<AccountOptions> = {};
    const scope = fields.default_scope ?? sourceValue(fields, 'privacy');
    if (typeof scope === 'string') {
      if (!VISIBILITIES.includes(scope)) return fail(reply, 422, 'Invalid visibility');
      change.defaultScope = scope;
    }
    const sensitive = sourceValue(fields, 'sensitive') ?? fields.sensitive;
    if (sensitive !== undefined) change.sensitive = flag(sensitive);
    const flags: [string, keyof AccountOptions][] = [
      ['no_rich_text', 'noRichText'],
      ['hide_favorites', 'hideFavorites'],
      ['hide_followers_count', 'hideFollowersCount'],
      ['hide_follows_count', 'hideFollowsCount'],
      ['allow_following_move', 'allowFollowingMove'],
      ['permit_followback', 'permitFollowback'],
    ];
    for (const [wire, key] of flags)
      if (wire in fields) Object.assign(change, { [key]: flag(fields[wire]) });

    for (const file of files) {
      const path = `/media/profile/${viewer.id}/${store.ids.next()}-${file.field}`;
      const bytes = file.bytes;
      store.files.add(path, file.mime, () => bytes);
      if (file.field === 'avatar') viewer.avatar = path;
      else if (file.field === 'header') viewer.header = path;
      else if (file.field === 'pleroma_background_image') change.backgroundImage = path;
    }
    // An empty value removes the background, as in Akkoma.
    if (fields.pleroma_background_image === '') change.backgroundImage = null;
    book().setOptions(viewer.id, change);
    return renderAccount(ctx, viewer, { credentials: true });
  });

  app.put('/api/pleroma/notification_settings', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    const body = bodyOf(request);
    const change: Partial<AccountOptions> = {};
    if ('block_from_strangers' in body) change.blockFromStrangers = flag(body.block_from_strangers);
    if ('hide_notification_contents' in body)
      change.hideNotificationContents = flag(body.hide_notification_contents);
    book().setOptions(viewer.id, change);
    return { status: 'success' };
  });

  app.post('/api/pleroma/change_password', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    const body = bodyOf(request);
    if (!passwordOk(viewer, body)) return { error: 'Invalid password.' };
    const next = String(body.new_password ?? '');
    if (next !== String(body.new_password_confirmation ?? ''))
      return { error: 'New password does not match confirmation.' };
    if (next.length < 8) return { error: 'New password is too short.' };
    viewer.password = next;
    return { status: 'success' };
  });

  app.post('/api/pleroma/change_email', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    const body = bodyOf(request);
    if (!passwordOk(viewer, body)) return { error: 'Invalid password.' };
    const email = String(body.email ?? '').trim();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return { error: 'Email has invalid format.' };
    viewer.email = email;
    return { status: 'success' };
  });

  app.post('/api/pleroma/move_account', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    const body = bodyOf(request);
    if (!passwordOk(viewer, body)) return { error: 'Invalid password.' };
    const target = store.accountByAcct(String(body.target_account ?? '').replace(/^@/, ''));
    if (!target) return { error: 'Target account not found.' };
    if (!(book().aliases.get(target.id) ?? []).includes(viewer.id))
      return { error: 'Target account must have the origin in `alsoKnownAs`' };
    return { status: 'success' };
  });

  app.post('/api/pleroma/delete_account', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    const body = bodyOf(request);
    if (!passwordOk(viewer, body)) return { error: 'Invalid password.' };
    viewer.deactivated = true;
    return { status: 'success' };
  });

  const aliasReply = (viewerId: string) => ({
    aliases: (book().aliases.get(viewerId) ?? [])
      .map((id) => store.accounts.get(id))
      .filter((a): a is AccountRecord => a !== undefined)
      .map((a) => (a.domain ? `${a.username}@${a.domain}` : a.username)),
  });
  app.get('/api/pleroma/aliases', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    return viewer ? aliasReply(viewer.id) : reply;
  });
  for (const method of ['PUT', 'DELETE'] as const)
    app.route({
      method,
      url: '/api/pleroma/aliases',
      handler: async (request, reply) => {
        const viewer = viewerOr403(request, reply);
        if (!viewer) return reply;
        const target = store.accountByAcct(String(bodyOf(request).alias ?? '').replace(/^@/, ''));
        if (!target) return fail(reply, 404, 'Account not found');
        const list = book().aliases.get(viewer.id) ?? [];
        if (method === 'PUT' && !list.includes(target.id)) list.push(target.id);
        if (method === 'DELETE') {
          if (!list.includes(target.id)) return fail(reply, 404, 'Account has no such alias.');
          list.splice(list.indexOf(target.id), 1);
        }
        book().aliases.set(viewer.id, list);
        return { status: 'success' };
      },
    });

  app.get('/api/pleroma/accounts/mfa', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    const on = Boolean(viewer.totpSecret);
    return { settings: { enabled: on, totp: on } };
  });
  app.get('/api/pleroma/accounts/mfa/setup/totp', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    const key = new Secret({ size: 20 }).base32;
    book().pendingTotp.set(viewer.id, key);
    const host = new URL(shared.config.publicUrl).host;
    return {
      key,
      provisioning_uri: `otpauth://totp/${encodeURIComponent(`${host}:${viewer.username}`)}?secret=${key}&issuer=${encodeURIComponent(host)}`,
    };
  });
  app.post('/api/pleroma/accounts/mfa/confirm/totp', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    const body = bodyOf(request);
    if (!passwordOk(viewer, body)) return fail(reply, 422, 'Invalid password.');
    const pending = book().pendingTotp.get(viewer.id);
    if (!pending) return fail(reply, 422, 'Undefined MFA method.');
    if (!totpMatches({ ...viewer, totpSecret: pending }, String(body.code ?? '')))
      return fail(reply, 422, 'Invalid code.');
    viewer.totpSecret = pending;
    book().pendingTotp.delete(viewer.id);
    return {};
  });
  app.delete('/api/pleroma/accounts/mfa/totp', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    if (!passwordOk(viewer, bodyOf(request))) return fail(reply, 422, 'Invalid password.');
    delete viewer.totpSecret;
    return {};
  });
  app.get('/api/pleroma/accounts/mfa/backup_codes', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    // The sign-in challenge accepts these codes for any two-factor account of the fake.
    return { codes: [...SEEDED_RECOVERY_CODES] };
  });

  const renderBackup = (b: { insertedAt: number; path: string }) => ({
    content_type: 'application/zip',
    file_size: 1024,
    inserted_at: isoTime(b.insertedAt),
    processed: true,
    url: `${shared.config.publicUrl}${b.path}`,
  });
  app.get('/api/v1/pleroma/backups', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    return (book().backups.get(viewer.id) ?? []).map(renderBackup);
  });
  app.post('/api/v1/pleroma/backups', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    const list = book().backups.get(viewer.id) ?? [];
    const insertedAt = Date.now();
    const path = `/media/backups/archive-${viewer.username}-${insertedAt}.zip`;
    const archive = backupArchive(store, viewer, shared.config.publicUrl);
    store.files.add(path, 'application/zip', () => archive);
    list.unshift({ insertedAt, path });
    book().backups.set(viewer.id, list);
    return list.map(renderBackup);
  });

  // Exports name local accounts with this server's host (user@host), as Akkoma's importer reads them.
  const localHost = new URL(shared.config.publicUrl).host.toLowerCase();
  const localAcct = (acct: string) => {
    const at = acct.lastIndexOf('@');
    return at > 0 && acct.slice(at + 1).toLowerCase() === localHost ? acct.slice(0, at) : acct;
  };
  for (const kind of ['mutes', 'blocks', 'follow'] as const)
    app.post(`/api/pleroma/${kind}_import`, async (request, reply) => {
      const viewer = viewerOr403(request, reply);
      if (!viewer) return reply;
      const { fields, files } = await readBody(request);
      const text =
        typeof fields.list === 'string'
          ? fields.list
          : (files.find((f) => f.field === 'list')?.bytes.toString('utf8') ?? '');
      const accts = text
        .split(/\r?\n/)
        .map((line) => localAcct((line.split(',')[0] ?? '').trim().replace(/^@/, '')))
        .filter((acct) => acct !== '' && !/^account address$/i.test(acct));
      const rel = store.relations;
      for (const acct of accts) {
        const other = store.accountByAcct(acct);
        if (!other || other.id === viewer.id) continue;
        if (kind === 'follow') store.follow(viewer.id, other.id);
        else {
          const edges = kind === 'mutes' ? rel.mutes : rel.blocks;
          const set = edges.get(viewer.id) ?? new Set<string>();
          set.add(other.id);
          edges.set(viewer.id, set);
        }
      }
      const log = book().imports.get(viewer.id) ?? [];
      log.push({ kind, accts });
      book().imports.set(viewer.id, log);
      // Akkoma answers with a JSON string; a bare string here would go out as text/plain.
      return reply.type('application/json').send(JSON.stringify('job started'));
    });

  app.get('/api/v1/pleroma/mascot', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    const mascot = book().mascots.get(viewer.id);
    return mascot
      ? {
          id: mascot.id,
          url: `${shared.config.publicUrl}${mascot.url}`,
          type: 'image',
          pleroma: { mime_type: mascot.mime },
        }
      : {
          id: 'default',
          url: `${shared.config.publicUrl}/favicon.png`,
          type: 'image',
          pleroma: { mime_type: 'image/png' },
        };
  });
  app.put('/api/v1/pleroma/mascot', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    const { files } = await readBody(request);
    const file = files.find((f) => f.field === 'file');
    if (!file) return fail(reply, 400, 'Missing file');
    if (!file.mime.startsWith('image/')) return fail(reply, 415, 'mascots can only be images');
    const id = store.ids.next();
    const url = `/media/mascots/${id}`;
    const bytes = file.bytes;
    store.files.add(url, file.mime, () => bytes);
    book().mascots.set(viewer.id, { id, url, mime: file.mime });
    return {
      id,
      url: `${shared.config.publicUrl}${url}`,
      type: 'image',
      pleroma: { mime_type: file.mime },
    };
  });

  app.get('/api/oauth_tokens.json', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    return [...store.tokens.values()]
      .filter((t) => t.accountId === viewer.id)
      .map((t) => ({
        id: Number(book().tokenId(t.token)),
        app_name: t.token.startsWith('demo-token-') ? 'Seeded demo token' : 'Petrel',
        valid_until: isoTime(Date.now() + 365 * 86_400_000),
      }));
  });
  app.delete<{ Params: { id: string } }>('/api/oauth_tokens/:id', async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    const found = [...store.tokens.values()].find(
      (t) => t.accountId === viewer.id && book().tokenId(t.token) === request.params.id,
    );
    if (!found) return fail(reply, 404, ERRORS.recordNotFound);
    store.tokens.delete(found.token);
    return reply.code(201).send();
  });

  const FRONTEND = '/api/v1/akkoma/frontend_settings/:frontend';
  app.get<{ Params: { frontend: string } }>(FRONTEND, async (request, reply) => {
    const viewer = viewerOr403(request, reply);
    if (!viewer) return reply;
    return [...book().profilesOf(request.params.frontend, viewer.id).entries()].map(
      ([name, p]) => ({ name, version: p.version }),
    );
  });
  app.get<{ Params: { frontend: string; profile: string } }>(
    `${FRONTEND}/:profile`,
    async (request, reply) => {
      const viewer = viewerOr403(request, reply);
      if (!viewer) return reply;
      const profile = book()
        .profilesOf(request.params.frontend, viewer.id)
        .get(request.params.profile);
      return profile ?? fail(reply, 404, ERRORS.notFound);
    },
  );
  app.put<{ Params: { frontend: string; profile: string } }>(
    `${FRONTEND}/:profile`,
    async (request, reply) => {
      const viewer = viewerOr403(request, reply);
      if (!viewer) return reply;
      const body = bodyOf(request);
      const settings = body.settings;
      const version = Number(body.version);
      if (!settings || typeof settings !== 'object' || Array.isArray(settings))
        return fail(reply, 400, 'Invalid settings');
      if (!Number.isInteger(version) || version < 0) return fail(reply, 400, 'Invalid version');
      const profiles = book().profilesOf(request.params.frontend, viewer.id);
      const current = profiles.get(request.params.profile);
      // Akkoma refuses a version that does not move forward.
      if (current && version <= current.version)
        return fail(reply, 422, 'Version must be greater than the stored version');
      const stored = { settings: settings as Record<string, unknown>, version };
      profiles.set(request.params.profile, stored);
      return stored;
    },
  );
  app.delete<{ Params: { frontend: string; profile: string } }>(
    `${FRONTEND}/:profile`,
    async (request, reply) => {
      const viewer = viewerOr403(request, reply);
      if (!viewer) return reply;
      const profiles = book().profilesOf(request.params.frontend, viewer.id);
      if (!profiles.delete(request.params.profile)) return fail(reply, 404, ERRORS.notFound);
      return { deleted: 'ok' };
    },
  );
};
