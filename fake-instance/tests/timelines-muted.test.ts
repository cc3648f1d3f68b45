import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp, requestJson, TOKENS, type WireStatus } from './helpers.js';

type Flagged = WireStatus & { muted: boolean; pleroma: { thread_muted?: boolean } };

describe('muted accounts in timelines (Akkoma with_muted)', () => {
  let app: FastifyInstance;
  let mutedId = '';
  beforeAll(async () => {
    app = await makeApp();
    const account = await requestJson<{ id: string }>(app, '/api/v1/accounts/priya', 'Account');
    mutedId = account.body.id;
    const muted = await requestJson<{ muting: boolean }>(
      app,
      `/api/v1/accounts/${mutedId}/mute`,
      'Relationship',
      { token: TOKENS.june, method: 'POST' },
    );
    expect(muted.body.muting).toBe(true);
  });
  afterAll(async () => {
    await app.close();
  });

  const timeline = (query: string) =>
    requestJson<Flagged[]>(app, `/api/v1/timelines/public?limit=40${query}`, 'Status[]', {
      token: TOKENS.june,
    });

  it('leaves muted accounts out unless with_muted, then flags them muted but not thread_muted', async () => {
    const plain = await timeline('');
    expect(plain.body.length).toBeGreaterThan(0);
    expect(plain.body.some((s) => s.account.id === mutedId)).toBe(false);

    const withMuted = await timeline('&with_muted=true');
    const theirs = withMuted.body.filter((s) => s.account.id === mutedId);
    expect(theirs.length).toBeGreaterThan(0);
    for (const s of theirs) {
      expect(s.muted).toBe(true);
      expect(s.pleroma.thread_muted).toBe(false);
    }
    expect(withMuted.body.filter((s) => s.account.id !== mutedId).every((s) => !s.muted)).toBe(
      true,
    );
  });

  it('still shows their own profile, and others see them unmuted', async () => {
    const profile = await requestJson<Flagged[]>(
      app,
      `/api/v1/accounts/${mutedId}/statuses?limit=5`,
      'Status[]',
      { token: TOKENS.june },
    );
    expect(profile.body.length).toBeGreaterThan(0);
    const other = await requestJson<Flagged[]>(
      app,
      '/api/v1/timelines/public?limit=40',
      'Status[]',
      {
        token: TOKENS.wren,
      },
    );
    expect(other.body.some((s) => s.account.id === mutedId)).toBe(true);
  });
});
