import { describe, expect, it } from 'vitest';
import { parseArgs } from '../config.js';
import { pleromaOnlyPath } from '../software.js';
import { makeApp, TOKENS } from './helpers.js';

describe('--software mastodon', () => {
  it('is read from the flag and the config file key, and refuses other names', () => {
    expect(parseArgs(['--software', 'mastodon']).config.software).toBe('mastodon');
    expect(parseArgs([]).config.software).toBe('akkoma');
    expect(() => parseArgs(['--software', 'misskey'])).toThrow(/akkoma, mastodon/);
  });

  it('nodeinfo names mastodon and carries no Akkoma metadata', async () => {
    const app = await makeApp({ software: 'mastodon' });
    const reply = await app.inject({ method: 'GET', url: '/nodeinfo/2.0.json' });
    const body = reply.json<{ software: { name: string }; metadata: Record<string, unknown> }>();
    expect(body.software.name).toBe('mastodon');
    expect(Object.keys(body.metadata).sort()).toEqual(['nodeDescription', 'nodeName']);
  });

  it('the instance has Mastodon limits and no pleroma block', async () => {
    const app = await makeApp({ software: 'mastodon' });
    for (const path of ['/api/v1/instance', '/api/v2/instance']) {
      const reply = await app.inject({ method: 'GET', url: path });
      const body = reply.json<Record<string, unknown>>();
      expect(body['version']).toBe('4.2.0');
      expect(body).not.toHaveProperty('pleroma');
      expect(body).not.toHaveProperty('max_toot_chars');
      expect(body).toHaveProperty('configuration.statuses.max_characters', 500);
    }
  });

  it('Pleroma and Akkoma calls are 404, the Mastodon API still answers', async () => {
    const app = await makeApp({ software: 'mastodon' });
    for (const path of [
      '/api/pleroma/frontend_configurations',
      '/api/v1/pleroma/accounts/mfa',
      '/api/v1/akkoma/frontend_settings/pleroma-fe',
      '/api/v1/timelines/bubble',
      '/api/oauth_tokens.json',
    ]) {
      const reply = await app.inject({
        method: 'GET',
        url: path,
        headers: { authorization: `Bearer ${TOKENS.june}` },
      });
      expect(reply.statusCode, path).toBe(404);
    }
    const home = await app.inject({
      method: 'GET',
      url: '/api/v1/timelines/home',
      headers: { authorization: `Bearer ${TOKENS.june}` },
    });
    expect(home.statusCode).toBe(200);
    expect(home.json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('the akkoma default is unchanged: the same calls answer', async () => {
    const app = await makeApp();
    const reply = await app.inject({ method: 'GET', url: '/api/v1/timelines/bubble' });
    expect(reply.statusCode).toBe(200);
  });

  it('pleromaOnlyPath matches the Pleroma families only', () => {
    expect(pleromaOnlyPath('/api/v1/pleroma/statuses/1/reactions/%F0%9F%91%8D')).toBe(true);
    expect(pleromaOnlyPath('/api/v1/statuses/1/translations/en?source=de')).toBe(true);
    expect(pleromaOnlyPath('/api/v1/statuses/1/favourite')).toBe(false);
    expect(pleromaOnlyPath('/api/v1/timelines/public?local=true')).toBe(false);
  });
});
