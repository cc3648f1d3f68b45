import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Report, ReportPage } from '../../api/admin';

const calls = vi.hoisted(() => ({
  fetchReports: vi.fn(),
  setReportState: vi.fn(),
  addReportNote: vi.fn(),
  deleteReportNote: vi.fn(),
}));
vi.mock('../../api/admin', () => calls);

const { reportActions, reportsFeed, resetReports, reportKey, heldReportsFeed } =
  await import('./reportsFeed');
const { announceAccountChange } = await import('../../core/session/accountChange');
const { useSessionStore } = await import('../../core/session/sessionStore');

const report = (id: string, state = 'open'): Report => ({
  id,
  state,
  account: null,
  actor: null,
  statuses: [],
  notes: [{ id: `${id}-n`, content: 'note', user: null, created_at: '' }],
  content: '',
  created_at: '',
});
const pageOf = (...reports: Report[]): ReportPage => ({ total: reports.length, reports });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let client: QueryClient;
beforeEach(() => {
  Object.values(calls).forEach((f) => f.mockReset());
  resetReports();
  client = new QueryClient();
});

describe('the reports feed', () => {
  it('asks for a state and page with the page size; "all" sends no state', async () => {
    calls.fetchReports.mockResolvedValue(pageOf(report('a')));
    const feed = reportsFeed(client);
    await feed.show('closed', 2);
    expect(calls.fetchReports).toHaveBeenCalledWith(expect.anything(), {
      state: 'closed',
      page: 2,
      pageSize: 10,
    });
    expect(client.getQueryData(reportKey('a'))).toEqual(report('a'));
    await feed.show('all', 1);
    expect(calls.fetchReports.mock.calls[1]?.[1]).toMatchObject({ state: undefined });
  });

  it('drops a page asked for by the previous account', async () => {
    let answer: (page: ReportPage) => void = () => undefined;
    calls.fetchReports.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const before = reportsFeed(client);
    void before.show('open', 1);
    announceAccountChange();
    answer(pageOf(report('theirs')));
    await flush();
    expect(heldReportsFeed()).toBeNull();
    expect(before.getState().ids).toEqual([]);
    expect(reportsFeed(client).getState()).toMatchObject({ phase: 'idle', ids: [] });
  });

  it('changes state and deletes notes in the cache only when the server accepted', async () => {
    calls.fetchReports.mockResolvedValue(pageOf(report('a')));
    await reportsFeed(client).show('open', 1);
    const actions = reportActions(client);
    const shown = () => client.getQueryData<Report>(reportKey('a'));
    calls.setReportState.mockRejectedValueOnce(new Error('403'));
    expect(await actions.changeState('a', 'closed')).toBeInstanceOf(Error);
    expect(shown()?.state).toBe('open');
    calls.setReportState.mockResolvedValueOnce(undefined);
    expect(await actions.changeState('a', 'closed')).toBeNull();
    expect(shown()?.state).toBe('closed');

    calls.deleteReportNote.mockRejectedValueOnce(new Error('500'));
    await actions.deleteNote('a', 'a-n');
    expect(shown()?.notes).toHaveLength(1);
    calls.deleteReportNote.mockResolvedValueOnce(undefined);
    await actions.deleteNote('a', 'a-n');
    expect(shown()?.notes).toHaveLength(0);
  });

  it('keeps a report worked on in view, with its newest copy, until the modal lets it go', async () => {
    calls.fetchReports.mockResolvedValueOnce(pageOf(report('a'), report('b')));
    const feed = reportsFeed(client);
    await feed.show('open', 1);
    const actions = reportActions(client);
    calls.setReportState.mockResolvedValueOnce(undefined);
    await actions.changeState('a', 'closed');
    // The server no longer lists it as open; its closed copy carries the new note.
    const noted = { ...report('a', 'closed'), notes: [...report('a').notes, ...report('x').notes] };
    calls.fetchReports
      .mockResolvedValueOnce(pageOf(report('b')))
      .mockResolvedValueOnce(pageOf(noted));
    calls.addReportNote.mockResolvedValueOnce(undefined);
    expect(await actions.addNote('a', 'hello')).toBeNull();
    expect(calls.fetchReports.mock.calls[2]?.[1]).toMatchObject({ state: 'closed', page: 1 });
    expect(feed.getState().ids).toEqual(['a', 'b']);
    expect(client.getQueryData<Report>(reportKey('a'))?.notes).toHaveLength(2);

    // The poll's refresh keeps it too, even when its copy is not found.
    calls.fetchReports.mockResolvedValueOnce(pageOf(report('b'))).mockResolvedValueOnce(pageOf());
    await feed.refresh();
    expect(feed.getState().ids).toEqual(['a', 'b']);

    calls.fetchReports.mockResolvedValue(pageOf(report('b')));
    feed.letGo();
    await vi.waitFor(() => expect(feed.getState().ids).toEqual(['b']));
  });
});

describe('reports polling', () => {
  it('refreshes at once and every 60 s while a staff member is signed in', async () => {
    vi.useFakeTimers();
    try {
      calls.fetchReports.mockResolvedValue(pageOf(report('a')));
      useSessionStore.setState({ user: { role: 'moderator' } as never });
      const { startReportsPolling } = await import('./reportsPolling');
      startReportsPolling(client);
      await vi.advanceTimersByTimeAsync(0);
      expect(calls.fetchReports).toHaveBeenCalledTimes(1);
      expect(heldReportsFeed()?.getState().ids).toEqual(['a']);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(calls.fetchReports).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(calls.fetchReports).toHaveBeenCalledTimes(2);
      useSessionStore.setState({ user: null });
      // Signed out: the ticks fetch nothing and the reports are forgotten.
      await vi.advanceTimersByTimeAsync(180_000);
      expect(calls.fetchReports).toHaveBeenCalledTimes(2);
      expect(heldReportsFeed()).toBeNull();
      useSessionStore.setState({ user: { role: 'admin' } as never });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls.fetchReports).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
