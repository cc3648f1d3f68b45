import type { FastifyInstance } from 'fastify';
import { TOTP, Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, requestJson, testConfig, TOKENS } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(async () => {
  await app.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('update_credentials and notification settings', () => {
  it('saves profile text, fields and server-side options from JSON', async () => {
    const res = await requestJson<Record<string, unknown>>(
      app,
      '/api/v1/accounts/update_credentials',
      'CredentialAccount',
      {
        token: TOKENS.admin,
        method: 'PATCH',
        payload: {
          display_name: 'Felix at sea',
          note: 'Tides and terns.',
          fields_attributes: [{ name: 'Boat', value: 'Skua' }],
          default_scope: 'unlisted',
          no_rich_text: true,
          hide_favorites: false,
          locked: true,
          source: { sensitive: true },
        },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      display_name: 'Felix at sea',
      locked: true,
      source: {
        privacy: 'unlisted',
        sensitive: true,
        note: 'Tides and terns.',
        fields: [{ name: 'Boat', value: 'Skua' }],
        pleroma: { no_rich_text: true },
      },
      pleroma: { hide_favorites: false },
    });
  });

  it('reads form field attributes and refuses too many fields', async () => {
    const form = new URLSearchParams({
      'fields_attributes[0][name]': 'A',
      'fields_attributes[0][value]': 'B',
    });
    const ok = await app.inject({
      method: 'PATCH',
      url: '/api/v1/accounts/update_credentials',
      headers: { ...auth(TOKENS.amara), 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(ok.json()).toMatchObject({ source: { fields: [{ name: 'A', value: 'B' }] } });
    const many = Array.from({ length: 11 }, (_, i) => ({ name: `n${i}`, value: 'v' }));
    const refused = await requestJson(app, '/api/v1/accounts/update_credentials', 'Error', {
      token: TOKENS.amara,
      method: 'PATCH',
      payload: { fields_attributes: many },
    });
    expect(refused.status).toBe(422);
  });

  it('keeps notification settings', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/pleroma/notification_settings',
      headers: { ...auth(TOKENS.amara), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'block_from_strangers=true&hide_notification_contents=true',
    });
    expect(put.statusCode).toBe(200);
    const me = await requestJson<Record<string, { notification_settings: unknown }>>(
      app,
      '/api/v1/accounts/verify_credentials',
      'CredentialAccount',
      { token: TOKENS.amara },
    );
    expect(me.body.pleroma?.notification_settings).toEqual({
      block_from_strangers: true,
      hide_notification_contents: true,
    });
  });
});

describe('security', () => {
  it('changes the password only with the right one', async () => {
    const wrong = await requestJson(app, '/api/pleroma/change_password', 'PleromaStatusReply', {
      token: TOKENS.wren,
      method: 'POST',
      payload: {
        password: 'nope',
        new_password: 'abcdefgh1',
        new_password_confirmation: 'abcdefgh1',
      },
    });
    expect(wrong.body).toEqual({ error: 'Invalid password.' });
  });

  it('sets up TOTP with a code from the secret, then turns it off', async () => {
    const mfa = await requestJson(app, '/api/pleroma/accounts/mfa', 'PleromaMfaSettings', {
      token: TOKENS.june,
    });
    expect(mfa.body).toEqual({ settings: { enabled: false, totp: false } });
    const setup = await requestJson<{ key: string }>(
      app,
      '/api/pleroma/accounts/mfa/setup/totp',
      'PleromaTotpSetup',
      { token: TOKENS.june },
    );
    const code = new TOTP({ secret: Secret.fromBase32(setup.body.key) }).generate();
    const bad = await requestJson(app, '/api/pleroma/accounts/mfa/confirm/totp', 'Error', {
      token: TOKENS.june,
      method: 'POST',
      payload: { password: 'wrong', code },
    });
    expect(bad.status).toBe(422);
    const me = await requestJson<{ id: string }>(
      app,
      '/api/v1/accounts/verify_credentials',
      'CredentialAccount',
      { token: TOKENS.june },
    );
    expect(me.status).toBe(200);
  });

  it('lists OAuth tokens and revokes one with 201', async () => {
    const list = await requestJson<{ id: number; app_name: string }[]>(
      app,
      '/api/oauth_tokens.json',
      'PleromaOAuthTokens',
      { token: TOKENS.moderator },
    );
    expect(list.body.length).toBeGreaterThan(0);
    const id = list.body[0]?.id;
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/oauth_tokens/${id}`,
      headers: auth(TOKENS.moderator),
    });
    expect(gone.statusCode).toBe(201);
    const after = await app.inject({
      url: '/api/oauth_tokens.json',
      headers: auth(TOKENS.moderator),
    });
    expect(after.statusCode).toBe(403);
  });
});

describe('settings profiles', () => {
  const url = '/api/v1/akkoma/frontend_settings/pleroma-fe';
  it('404s before the first sync, stores versions, refuses an old version, deletes', async () => {
    const missing = await requestJson(app, `${url}/default`, 'Error', { token: TOKENS.admin });
    expect(missing.status).toBe(404);
    const saved = await requestJson(app, `${url}/default`, 'AkkomaSettingsProfile', {
      token: TOKENS.admin,
      method: 'PUT',
      payload: { settings: { hideNsfw: false }, version: 1 },
    });
    expect(saved.body).toEqual({ settings: { hideNsfw: false }, version: 1 });
    const stale = await requestJson(app, `${url}/default`, 'Error', {
      token: TOKENS.admin,
      method: 'PUT',
      payload: { settings: {}, version: 1 },
    });
    expect(stale.status).toBe(422);
    const list = await requestJson(app, url, 'AkkomaSettingsProfileList', { token: TOKENS.admin });
    expect(list.body).toEqual([{ name: 'default', version: 1 }]);
    const other = await requestJson(app, url, 'AkkomaSettingsProfileList', { token: TOKENS.amara });
    expect(other.body).toEqual([]);
    const del = await app.inject({
      method: 'DELETE',
      url: `${url}/default`,
      headers: auth(TOKENS.admin),
    });
    expect(del.json()).toEqual({ deleted: 'ok' });
  });
});

describe('data', () => {
  it('imports mutes from CSV and lists them; creates and lists backups; aliases', async () => {
    const imported = await app.inject({
      method: 'POST',
      url: '/api/pleroma/mutes_import',
      headers: { ...auth(TOKENS.wren), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        list: 'Account address,Hide notifications\namara,true\n',
      }).toString(),
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.headers['content-type']).toContain('application/json');
    expect(imported.json()).toBe('job started');
    const raw = await app.inject({ url: '/api/v1/mutes', headers: auth(TOKENS.wren) });
    expect((raw.json() as { acct: string }[]).map((a) => a.acct)).toContain('amara');

    // A client's export names local accounts with this server's host; the import reads them back.
    const host = new URL(testConfig().publicUrl).host;
    await app.inject({
      method: 'POST',
      url: '/api/pleroma/mutes_import',
      headers: { ...auth(TOKENS.wren), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ list: `dmitri@${host}\nmoss@lichen.example\n` }).toString(),
    });
    const again = await app.inject({ url: '/api/v1/mutes', headers: auth(TOKENS.wren) });
    expect((again.json() as { acct: string }[]).map((a) => a.acct)).toEqual(
      expect.arrayContaining(['dmitri', 'moss@lichen.example']),
    );

    const created = await requestJson(app, '/api/v1/pleroma/backups', 'PleromaBackups', {
      token: TOKENS.wren,
      method: 'POST',
    });
    expect(created.body).toHaveLength(1);
    const listed = await requestJson(app, '/api/v1/pleroma/backups', 'PleromaBackups', {
      token: TOKENS.wren,
    });
    expect(listed.body).toHaveLength(1);

    await requestJson(app, '/api/pleroma/aliases', 'PleromaStatusReply', {
      token: TOKENS.wren,
      method: 'PUT',
      payload: { alias: 'amara' },
    });
    const aliases = await requestJson(app, '/api/pleroma/aliases', 'PleromaAliases', {
      token: TOKENS.wren,
    });
    expect(aliases.body).toEqual({ aliases: ['amara'] });
    const mascot = await requestJson(app, '/api/v1/pleroma/mascot', 'PleromaMascot', {
      token: TOKENS.wren,
    });
    expect(mascot.status).toBe(200);
  });
});
