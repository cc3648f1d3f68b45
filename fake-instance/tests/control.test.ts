import { describe, expect, it } from 'vitest';
import { makeApp, requestJson, TOKENS, type WireStatus } from './helpers.js';

describe('control API', () => {
  it('is absent unless turned on', async () => {
    const app = await makeApp();
    const res = await requestJson(app, '/__control/fail', 'ControlState', {
      method: 'POST',
      payload: { status: 500 },
    });
    expect(res.status).toBe(404);
    await app.close();
  });

  it('fail makes the next matching calls fail, then things recover', async () => {
    const app = await makeApp({ control: true });
    const set = await requestJson(app, '/__control/fail', 'ControlState', {
      method: 'POST',
      payload: { status: 503, count: 2, path: '/api/v1/timelines' },
    });
    expect(set.status).toBe(200);
    expect((await requestJson(app, '/api/v1/instance', 'V1Instance')).status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const failed = await requestJson(app, '/api/v1/timelines/public', 'Status[]');
      expect(failed.status).toBe(503);
    }
    expect((await requestJson(app, '/api/v1/timelines/public', 'Status[]')).status).toBe(200);
    const bad = await requestJson(app, '/__control/fail', 'ControlState', {
      method: 'POST',
      payload: { status: 200 },
    });
    expect(bad.status).toBe(422);
    await app.close();
  });

  it('delay holds the next matching call', async () => {
    const app = await makeApp({ control: true });
    await requestJson(app, '/__control/delay', 'ControlState', {
      method: 'POST',
      payload: { ms: 150, count: 1 },
    });
    const started = performance.now();
    expect((await requestJson(app, '/api/v1/instance', 'V1Instance')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    const quick = performance.now();
    await requestJson(app, '/api/v1/instance', 'V1Instance');
    expect(performance.now() - quick).toBeLessThan(140);
    await app.close();
  });

  it('reset clears faults and restores the seed', async () => {
    const app = await makeApp({ control: true });
    const before = await requestJson<WireStatus[]>(
      app,
      '/api/v1/timelines/public?limit=5',
      'Status[]',
    );
    await requestJson(app, '/__control/fail', 'ControlState', {
      method: 'POST',
      payload: { status: 500, count: 5 },
    });
    const reset = await requestJson<{ faults: unknown[] }>(
      app,
      '/__control/reset',
      'ControlState',
      { method: 'POST', payload: {} },
    );
    expect(reset.body.faults).toEqual([]);
    const after = await requestJson<WireStatus[]>(
      app,
      '/api/v1/timelines/public?limit=5',
      'Status[]',
    );
    expect(after.body.map((s) => s.id)).toEqual(before.body.map((s) => s.id));
    const state = await requestJson<{ faults: unknown[]; delays: unknown[] }>(
      app,
      '/__control/state',
      'ControlState',
    );
    expect(state.body).toEqual({ ok: true, faults: [], delays: [] });
    await app.close();
  });

  it('a 429 says when to come back, and truncate cuts a handled reply in half', async () => {
    const app = await makeApp({ control: true });
    await app.inject({
      method: 'POST',
      url: '/__control/fail',
      payload: { status: 429, path: '/api/v1/timelines', retryAfter: 7 },
    });
    const limited = await app.inject({ method: 'GET', url: '/api/v1/timelines/public' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('7');

    const whole = await app.inject({ method: 'GET', url: '/api/v1/timelines/public?limit=3' });
    await app.inject({
      method: 'POST',
      url: '/__control/truncate',
      payload: { path: '/api/v1/timelines', method: 'get' },
    });
    const cut = await app.inject({ method: 'GET', url: '/api/v1/timelines/public?limit=3' });
    expect(cut.statusCode).toBe(200);
    expect(cut.body.length).toBe(Math.floor(whole.body.length / 2));
    expect(whole.body.startsWith(cut.body)).toBe(true);
    expect(() => JSON.parse(cut.body) as unknown).toThrow();
    // Only once: the next reply is whole again.
    const again = await app.inject({ method: 'GET', url: '/api/v1/timelines/public?limit=3' });
    expect(again.body).toBe(whole.body);
    await app.close();
  });

  it('forget-settings drops synced settings profiles and keeps the rest', async () => {
    const app = await makeApp({ control: true });
    const url = '/api/v1/akkoma/frontend_settings/pleroma-fe';
    const saved = await requestJson(app, `${url}/default`, 'AkkomaSettingsProfile', {
      token: TOKENS.admin,
      method: 'PUT',
      payload: { settings: { streaming: false }, version: 1 },
    });
    expect(saved.status).toBe(200);
    const posted = await requestJson<WireStatus>(app, '/api/v1/statuses', 'Status', {
      token: TOKENS.admin,
      method: 'POST',
      payload: { status: 'kept across a settings reset' },
    });
    const forgot = await app.inject({ method: 'POST', url: '/__control/forget-settings' });
    expect(forgot.statusCode).toBe(200);
    const list = await requestJson(app, url, 'AkkomaSettingsProfileList', { token: TOKENS.admin });
    expect(list.body).toEqual([]);
    const still = await requestJson(app, `/api/v1/statuses/${posted.body.id}`, 'Status');
    expect(still.status).toBe(200);
    await app.close();
  });

  // A home position one e2e test saved by scrolling opened the next test's home two posts down,
  // with "Show 2 new posts" where it waited for "Up to date" (the fifth session's CI run).
  it('forget-settings drops saved reading positions too', async () => {
    const app = await makeApp({ control: true });
    const auth = { authorization: `Bearer ${TOKENS.admin}` };
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v1/markers',
      headers: auth,
      payload: { home: { last_read_id: '100' }, notifications: { last_read_id: '7' } },
    });
    expect(saved.statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/__control/forget-settings' });
    const markers = await app.inject({
      method: 'GET',
      url: '/api/v1/markers?timeline[]=home&timeline[]=notifications',
      headers: auth,
    });
    expect(markers.json()).toEqual({});
    await app.close();
  });
});
