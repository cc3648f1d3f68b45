import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import {
  deleteUser,
  fetchReports,
  grantPermissionGroup,
  normaliseReport,
  normaliseReportPage,
  setReportState,
  setUserActivation,
  tagUser,
} from './admin';

function clientAnswering(body: unknown, seen: Request[] = []) {
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return createApiClient({ baseUrl: 'https://petrel.example', getToken: () => 'tok', fetchImpl });
}

const account = { id: '3', acct: 'juniper', username: 'juniper' };
const wireReport = {
  id: 7,
  state: 'open',
  account,
  actor: { id: '4', acct: 'wren', username: 'wren' },
  content: 'spam',
  created_at: '2026-11-01T10:00:00.000Z',
  statuses: [{ id: '11', content: '<p>hi</p>', account }, { nope: true }],
  notes: [
    { id: 1, content: 'looked at it', user: { id: '1', acct: 'tobias', username: 'tobias' } },
    'junk',
  ],
};

describe('normaliseReport', () => {
  it('keeps account, actor, statuses, notes with authors and string ids', () => {
    const report = normaliseReport(wireReport);
    expect(report).toMatchObject({ id: '7', state: 'open', content: 'spam' });
    expect(report?.account?.screen_name).toBe('juniper');
    expect(report?.actor?.screen_name).toBe('wren');
    expect(report?.statuses.map((s) => s.id)).toEqual(['11']);
    expect(report?.notes).toHaveLength(1);
    expect(report?.notes[0]).toMatchObject({ id: '1', content: 'looked at it' });
    expect(report?.notes[0]?.user?.screen_name).toBe('tobias');
  });

  it('rejects items without an id and tolerates a shapeless page', () => {
    expect(normaliseReport({ state: 'open' })).toBeNull();
    expect(normaliseReportPage(null)).toEqual({ total: 0, reports: [] });
    expect(normaliseReportPage({ reports: [wireReport, 5] }).total).toBe(1);
  });
});

describe('admin calls', () => {
  it('pages reports by state', async () => {
    const seen: Request[] = [];
    const page = await fetchReports(clientAnswering({ total: 3, reports: [wireReport] }, seen), {
      state: 'open',
      page: 2,
      pageSize: 20,
    });
    expect(page.total).toBe(3);
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/api/v1/pleroma/admin/reports');
    expect(url.searchParams.get('state')).toBe('open');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('page_size')).toBe('20');
  });

  it('sends report ids as strings when changing state', async () => {
    const seen: Request[] = [];
    await setReportState(clientAnswering({}, seen), '7', 'resolved');
    expect(seen[0]?.method).toBe('PATCH');
    expect(await seen[0]?.json()).toEqual({ reports: [{ id: '7', state: 'resolved' }] });
  });

  it('uses the document 3 §7 paths for user administration', async () => {
    const seen: Request[] = [];
    const client = clientAnswering({ users: [account] }, seen);
    await tagUser(client, 'juniper', 'mrf_tag:sandbox');
    await grantPermissionGroup(client, 'juniper', 'moderator');
    const users = await setUserActivation(client, 'juniper', false);
    await deleteUser(client, 'juniper');
    expect(
      seen.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`),
    ).toEqual([
      'PUT /api/v1/pleroma/admin/users/tag',
      'POST /api/v1/pleroma/admin/users/juniper/permission_group/moderator',
      'PATCH /api/v1/pleroma/admin/users/deactivate',
      'DELETE /api/v1/pleroma/admin/users?nickname=juniper',
    ]);
    expect(await seen[0]?.json()).toEqual({ nicknames: ['juniper'], tags: ['mrf_tag:sandbox'] });
    expect(users.map((u) => u.screen_name)).toEqual(['juniper']);
  });
});
