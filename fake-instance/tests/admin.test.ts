import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSchema } from '../contract/schema.js';
import { makeApp, requestJson, TOKENS } from './helpers.js';

interface Report {
  id: string;
  state: string;
  content: string;
  account: { acct: string } | null;
  actor: { acct: string } | null;
  statuses: { id: string; account: { acct: string } }[];
  notes: { id: string; content: string; user: { acct: string } | null }[];
}
interface ReportList {
  total: number;
  reports: Report[];
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('admin API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => {
    await app.close();
  });

  /** Any admin call; a JSON body is checked against `schema` (or Error on failure). */
  const call = async (
    method: Method,
    url: string,
    token: string | undefined,
    payload?: unknown,
    schema?: string,
    errorSchema = 'Error',
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    const body: unknown = response.body === '' ? undefined : response.json();
    if (body !== undefined && schema)
      expectMatchesSchema(body, response.statusCode < 400 ? schema : errorSchema);
    return { status: response.statusCode, body };
  };

  const reports = async (query: string, token = TOKENS.moderator) =>
    (
      await requestJson<ReportList>(
        app,
        `/api/v1/pleroma/admin/reports${query}`,
        'PleromaAdminReportList',
        {
          token,
        },
      )
    ).body;

  it('lists the seeded reports by state with paging, newest first', async () => {
    const open = await reports('?state=open&page=1&page_size=5');
    expect(open.total).toBeGreaterThan(5);
    expect(open.reports).toHaveLength(5);
    expect(open.reports.every((r) => r.state === 'open')).toBe(true);
    const second = await reports('?state=open&page=2&page_size=5');
    expect(second.reports[0]?.id).not.toBe(open.reports[0]?.id);
    const closed = await reports('?state=closed');
    expect(closed.reports.every((r) => r.state === 'closed')).toBe(true);
    expect(closed.total).toBeGreaterThan(0);
    const all = await reports('');
    expect(all.total).toBe(open.total + closed.total + (await reports('?state=resolved')).total);
    const withNotes = all.reports.find((r) => r.notes.length > 1);
    expect(withNotes?.notes.every((n) => n.user !== null)).toBe(true);
    const withPosts = all.reports.find((r) => r.statuses.length > 0);
    expect(withPosts?.statuses[0]?.account.acct).toBe(withPosts?.account?.acct);
  });

  it('changes a report state only with string ids and known states', async () => {
    const [first] = (await reports('?state=open&page_size=1')).reports;
    if (!first) throw new Error('no open report');
    const url = '/api/v1/pleroma/admin/reports';
    const bad = await call(
      'PATCH',
      url,
      TOKENS.moderator,
      { reports: [{ id: first.id, state: 'gone' }] },
      'x',
      'PleromaAdminReportErrors',
    );
    expect(bad.status).toBe(400);
    const numeric = await call('PATCH', url, TOKENS.moderator, {
      reports: [{ id: Number.NaN, state: 'closed' }],
    });
    expect(numeric.status).toBe(400);
    const ok = await call('PATCH', url, TOKENS.moderator, {
      reports: [{ id: first.id, state: 'resolved' }],
    });
    expect(ok.status).toBe(204);
    const resolved = await reports('?state=resolved&page_size=50');
    expect(resolved.reports.some((r) => r.id === first.id)).toBe(true);
  });

  it('adds and deletes report notes with their authors', async () => {
    const [report] = (await reports('?state=open&page_size=1')).reports;
    if (!report) throw new Error('no open report');
    const notesUrl = `/api/v1/pleroma/admin/reports/${report.id}/notes`;
    expect((await call('POST', notesUrl, TOKENS.moderator, { content: '  ' }, 'x')).status).toBe(
      400,
    );
    const added = await call('POST', notesUrl, TOKENS.moderator, { content: 'Looked into it.' });
    expect(added.status).toBe(204);
    const after = (await reports('?state=open&page_size=1')).reports[0];
    const note = after?.notes.find((n) => n.content === 'Looked into it.');
    expect(note?.user?.acct).toBe('tobias');
    if (!note) throw new Error('note missing');
    const deleted = await call('DELETE', `${notesUrl}/${note.id}`, TOKENS.admin);
    expect(deleted.status).toBe(204);
    const gone = (await reports('?state=open&page_size=1')).reports[0];
    expect(gone?.notes.some((n) => n.id === note.id)).toBe(false);
    expect(
      (await call('DELETE', `${notesUrl}/${note.id}`, TOKENS.admin, undefined, 'x')).status,
    ).toBe(404);
  });

  it('answers 403 to members and visitors, and user calls only to admins', async () => {
    const calls: [Method, string, unknown][] = [
      ['GET', '/api/v1/pleroma/admin/reports', undefined],
      ['PATCH', '/api/v1/pleroma/admin/reports', { reports: [] }],
      ['PUT', '/api/v1/pleroma/admin/users/tag', { nicknames: ['amara'], tags: ['x'] }],
      ['POST', '/api/v1/pleroma/admin/users/amara/permission_group/moderator', undefined],
      ['PATCH', '/api/v1/pleroma/admin/users/deactivate', { nicknames: ['amara'] }],
      ['DELETE', '/api/v1/pleroma/admin/users?nickname=amara', undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, TOKENS.june, payload, 'x')).status).toBe(403);
      expect((await call(method, url, undefined, payload, 'x')).status).toBe(403);
    }
    // Moderators manage reports but not users.
    for (const [method, url, payload] of calls.slice(2)) {
      const answer = await call(method, url, TOKENS.moderator, payload, 'x');
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: 'User is not an admin.' });
    }
    const account = await requestJson<{ pleroma: { is_moderator: boolean; tags: string[] } }>(
      app,
      '/api/v1/accounts/amara',
      'Account',
    );
    expect(account.body.pleroma.is_moderator).toBe(false);
    expect(account.body.pleroma.tags).toEqual([]);
  });

  it('grants and revokes permission groups, tags and untags', async () => {
    const group = '/api/v1/pleroma/admin/users/amara/permission_group/moderator';
    const granted = await call('POST', group, TOKENS.admin, undefined, 'PleromaPermissionGroup');
    expect(granted.body).toEqual({ is_moderator: true });
    const amara = () =>
      requestJson<{ pleroma: { is_moderator: boolean; tags: string[] } }>(
        app,
        '/api/v1/accounts/amara',
        'Account',
      );
    expect((await amara()).body.pleroma.is_moderator).toBe(true);
    const revoked = await call('DELETE', group, TOKENS.admin, undefined, 'PleromaPermissionGroup');
    expect(revoked.body).toEqual({ is_moderator: false });
    const self = await call(
      'DELETE',
      '/api/v1/pleroma/admin/users/marisol/permission_group/admin',
      TOKENS.admin,
      undefined,
      'x',
    );
    expect(self.status).toBe(403);

    const tag = { nicknames: ['amara'], tags: ['mrf_tag:media-strip'] };
    expect((await call('PUT', '/api/v1/pleroma/admin/users/tag', TOKENS.admin, tag)).status).toBe(
      204,
    );
    expect((await amara()).body.pleroma.tags).toEqual(['mrf_tag:media-strip']);
    expect(
      (await call('DELETE', '/api/v1/pleroma/admin/users/tag', TOKENS.admin, tag)).status,
    ).toBe(204);
    expect((await amara()).body.pleroma.tags).toEqual([]);
  });

  it('deactivates and activates, replying with the admin view of the users', async () => {
    const off = await call(
      'PATCH',
      '/api/v1/pleroma/admin/users/deactivate',
      TOKENS.admin,
      { nicknames: ['hana'] },
      'PleromaAdminUserList',
    );
    expect(off.body).toMatchObject({ users: [{ nickname: 'hana', deactivated: true }] });
    // A deactivated account's token carries no user any more.
    const on = await call(
      'PATCH',
      '/api/v1/pleroma/admin/users/activate',
      TOKENS.admin,
      { nicknames: ['hana'] },
      'PleromaAdminUserList',
    );
    expect(on.body).toMatchObject({ users: [{ nickname: 'hana', is_active: true }] });
    const missing = await call(
      'PATCH',
      '/api/v1/pleroma/admin/users/activate',
      TOKENS.admin,
      { nicknames: ['nobody-here'] },
      'x',
    );
    expect(missing.status).toBe(404);
  });

  it('deletes a user with their posts', async () => {
    const before = await requestJson<{ id: string; account: { acct: string } }[]>(
      app,
      '/api/v1/timelines/public?local=true&limit=40',
      'Status[]',
    );
    const theirs = before.body.filter((s) => s.account.acct === 'ezra');
    expect(theirs.length).toBeGreaterThan(0);
    const deleted = await call(
      'DELETE',
      '/api/v1/pleroma/admin/users?nickname=ezra',
      TOKENS.admin,
      undefined,
      'PleromaNicknames',
    );
    expect(deleted).toEqual({ status: 200, body: ['ezra'] });
    for (const status of theirs) {
      const answer = await app.inject({ method: 'GET', url: `/api/v1/statuses/${status.id}` });
      expect(answer.statusCode).toBe(404);
    }
  });
});
