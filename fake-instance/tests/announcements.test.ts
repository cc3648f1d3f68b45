import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, requestJson, TOKENS } from './helpers.js';

interface Announcement {
  id: string;
  content: string;
  read?: boolean;
  starts_at: string | null;
  pleroma: { raw_content: string };
}

describe('announcements', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists active announcements to users with their read state, and dismisses', async () => {
    const list = await requestJson<Announcement[]>(app, '/api/v1/announcements', 'Announcement[]', {
      token: TOKENS.june,
    });
    expect(list.status).toBe(200);
    expect(list.body.length).toBe(2);
    expect(list.body.every((a) => a.read === false)).toBe(true);
    const first = list.body[0];
    if (!first) throw new Error('none');
    const dismissed = await app.inject({
      method: 'POST',
      url: `/api/v1/announcements/${first.id}/dismiss`,
      headers: { authorization: `Bearer ${TOKENS.june}` },
    });
    expect(dismissed.statusCode).toBe(200);
    const again = await requestJson<Announcement[]>(
      app,
      '/api/v1/announcements',
      'Announcement[]',
      { token: TOKENS.june },
    );
    expect(again.body.find((a) => a.id === first.id)?.read).toBe(true);
    const visitor = await requestJson(app, '/api/v1/announcements', 'Announcement[]');
    expect(visitor.status).toBe(403);
  });

  it('lets only admins list all, create, edit and delete', async () => {
    const denied = await requestJson(app, '/api/v1/pleroma/admin/announcements', 'Announcement[]', {
      token: TOKENS.moderator,
    });
    expect(denied.status).toBe(403);
    const all = await requestJson<Announcement[]>(
      app,
      '/api/v1/pleroma/admin/announcements',
      'Announcement[]',
      { token: TOKENS.admin },
    );
    expect(all.body.length).toBe(3);

    const auth = { authorization: `Bearer ${TOKENS.admin}` };
    const created = await requestJson<Announcement>(
      app,
      '/api/v1/pleroma/admin/announcements',
      'Announcement',
      {
        token: TOKENS.admin,
        method: 'POST',
        payload: { content: 'Hello\n\nworld' },
      },
    );
    expect(created.status).toBe(200);
    const body = created.body;
    expect(body.content).toBe('<p>Hello</p><p>world</p>');
    const blank = await app.inject({
      method: 'POST',
      url: '/api/v1/pleroma/admin/announcements',
      headers: auth,
      payload: { content: '  ' },
    });
    expect(blank.statusCode).toBe(422);

    const edited = await requestJson<Announcement>(
      app,
      `/api/v1/pleroma/admin/announcements/${body.id}`,
      'Announcement',
      {
        token: TOKENS.admin,
        method: 'PATCH',
        payload: { content: 'Changed' },
      },
    );
    expect(edited.body.pleroma.raw_content).toBe('Changed');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/pleroma/admin/announcements/${body.id}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
    const after = await requestJson<Announcement[]>(
      app,
      '/api/v1/pleroma/admin/announcements',
      'Announcement[]',
      { token: TOKENS.admin },
    );
    expect(after.body.map((a) => a.id)).not.toContain(body.id);
  });
});
