import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp, requestJson, TOKENS } from './helpers.js';

interface WireAccount {
  id: string;
  acct: string;
  username: string;
  display_name: string;
  bot: boolean;
  locked: boolean;
  emojis: { shortcode: string }[];
  source?: { note: string; pleroma: { actor_type: string } };
  pleroma: { is_admin: boolean; is_moderator: boolean; deactivated?: boolean; ap_id: string };
  akkoma: { instance: { name: string } | null };
}

describe('accounts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('verify_credentials returns the token owner with source and Pleroma extras', async () => {
    const me = await requestJson<WireAccount>(
      app,
      '/api/v1/accounts/verify_credentials',
      'CredentialAccount',
      { token: TOKENS.june },
    );
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('juniper');
    expect(me.body.source?.note).toContain('Illustrator');
    const admin = await requestJson<WireAccount>(
      app,
      '/api/v1/accounts/verify_credentials',
      'CredentialAccount',
      { token: TOKENS.admin },
    );
    expect(admin.body.pleroma.is_admin).toBe(true);
    const moderator = await requestJson<WireAccount>(
      app,
      '/api/v1/accounts/verify_credentials',
      'CredentialAccount',
      { token: TOKENS.moderator },
    );
    expect(moderator.body.pleroma.is_moderator).toBe(true);
  });

  it('verify_credentials without a usable token: 403 Invalid credentials.', async () => {
    for (const token of [undefined, 'bogus', TOKENS.felix]) {
      const res = await requestJson(
        app,
        '/api/v1/accounts/verify_credentials',
        'CredentialAccount',
        { token },
      );
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'Invalid credentials.' });
    }
  });

  it('GET /api/v1/accounts/:id by id and by acct, including the IDN domain', async () => {
    const me = await requestJson<WireAccount>(
      app,
      '/api/v1/accounts/verify_credentials',
      'CredentialAccount',
      { token: TOKENS.june },
    );
    const byId = await requestJson<WireAccount>(app, `/api/v1/accounts/${me.body.id}`, 'Account');
    expect(byId.body.acct).toBe('juniper');
    expect(byId.body).not.toHaveProperty('source');
    const remote = await requestJson<WireAccount>(
      app,
      '/api/v1/accounts/greta@xn--bcherei-n2a.example',
      'Account',
    );
    expect(remote.status).toBe(200);
    expect(remote.body.akkoma.instance?.name).toBe('xn--bcherei-n2a.example');
    const bot = await requestJson<WireAccount>(app, '/api/v1/accounts/harbourbot', 'Account');
    expect(bot.body.bot).toBe(true);
    const locked = await requestJson<WireAccount>(app, '/api/v1/accounts/wren', 'Account');
    expect(locked.body.locked).toBe(true);
    const hana = await requestJson<WireAccount>(app, '/api/v1/accounts/hana', 'Account');
    expect(hana.body.display_name).toContain(':sourdough:');
    expect(hana.body.emojis.map((e) => e.shortcode)).toContain('sourdough');
  });

  it("unknown and deactivated accounts: 404 Can't find user, except deactivated ones for staff", async () => {
    const missing = await requestJson(app, '/api/v1/accounts/nobody-here', 'Account');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: "Can't find user" });
    expect((await requestJson(app, '/api/v1/accounts/felix', 'Account')).status).toBe(404);
    expect(
      (await requestJson(app, '/api/v1/accounts/felix', 'Account', { token: TOKENS.june })).status,
    ).toBe(404);
    const staff = await requestJson<WireAccount>(app, '/api/v1/accounts/felix', 'Account', {
      token: TOKENS.admin,
    });
    expect(staff.status).toBe(200);
    expect(staff.body.pleroma.deactivated).toBe(true);
  });

  it('private mode hides profiles from visitors only', async () => {
    const privateApp = await makeApp({ privateMode: true });
    expect((await requestJson(privateApp, '/api/v1/accounts/juniper', 'Account')).status).toBe(404);
    expect(
      (
        await requestJson(privateApp, '/api/v1/accounts/juniper', 'Account', {
          token: TOKENS.quentin,
        })
      ).status,
    ).toBe(200);
    await privateApp.close();
  });
});

describe('custom emoji', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('/api/v1/custom_emojis lists the generated emoji with absolute URLs that serve PNGs', async () => {
    const res = await requestJson<{ shortcode: string; url: string; category: string }[]>(
      app,
      '/api/v1/custom_emojis',
      'CustomEmoji[]',
    );
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    const first = res.body[0];
    const file = await app.inject({ url: new URL(first?.url ?? '').pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('/api/v1/pleroma/emoji maps shortcodes to image_url and tags', async () => {
    const res = await requestJson<Record<string, { image_url: string; tags: string[] }>>(
      app,
      '/api/v1/pleroma/emoji',
      'PleromaEmojiMap',
    );
    expect(res.body.sourdough?.image_url).toBe('/emoji/kitchen/sourdough.png');
    expect(res.body.sourdough?.tags).toEqual(['pack:kitchen']);
  });
});
