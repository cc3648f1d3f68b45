import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Report, ReportPage } from '../../api/admin';

const calls = vi.hoisted(() => ({
  fetchReports: vi.fn(),
  setReportState: vi.fn(),
  addReportNote: vi.fn(),
  deleteReportNote: vi.fn(),
}));
vi.mock('../../api/admin', () => calls);

const { useReportsStore } = await import('./reportsStore');
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

beforeEach(() => {
  Object.values(calls).forEach((f) => f.mockReset());
  useReportsStore.getState().clear();
});

describe('reports store', () => {
  it('loads a state and page, sending the page size', async () => {
    calls.fetchReports.mockResolvedValue(pageOf(report('a')));
    await useReportsStore.getState().show('closed', 2);
    expect(calls.fetchReports).toHaveBeenCalledWith(expect.anything(), {
      state: 'closed',
      page: 2,
      pageSize: 10,
    });
    expect(useReportsStore.getState()).toMatchObject({
      status: 'ready',
      filter: 'closed',
      page: 2,
    });
    await useReportsStore.getState().show('all', 1);
    expect(calls.fetchReports.mock.calls[1]?.[1]).toMatchObject({ state: undefined });
  });

  it('keeps the shown reports when a later refresh fails', async () => {
    calls.fetchReports.mockResolvedValueOnce(pageOf(report('a')));
    await useReportsStore.getState().show('open', 1);
    calls.fetchReports.mockRejectedValueOnce(new Error('down'));
    await useReportsStore.getState().refresh();
    expect(useReportsStore.getState().status).toBe('ready');
    expect(useReportsStore.getState().data?.reports).toHaveLength(1);
  });

  it('shows an error when the first load fails', async () => {
    calls.fetchReports.mockRejectedValueOnce(new Error('down'));
    await useReportsStore.getState().show('open', 1);
    expect(useReportsStore.getState().status).toBe('error');
  });

  it('ignores an answer that arrives after a newer request', async () => {
    let resolveOld: (p: ReportPage) => void = () => undefined;
    calls.fetchReports.mockReturnValueOnce(new Promise((r) => (resolveOld = r)));
    const old = useReportsStore.getState().show('open', 1);
    calls.fetchReports.mockResolvedValueOnce(pageOf(report('new', 'closed')));
    await useReportsStore.getState().show('closed', 1);
    resolveOld(pageOf(report('old')));
    await old;
    expect(useReportsStore.getState().data?.reports[0]?.id).toBe('new');
  });

  it('changes state and deletes notes only when the server accepted', async () => {
    calls.fetchReports.mockResolvedValue(pageOf(report('a')));
    await useReportsStore.getState().show('open', 1);
    calls.setReportState.mockRejectedValueOnce(new Error('403'));
    expect(await useReportsStore.getState().changeState('a', 'closed')).toBeInstanceOf(Error);
    expect(useReportsStore.getState().data?.reports[0]?.state).toBe('open');
    calls.setReportState.mockResolvedValueOnce(undefined);
    expect(await useReportsStore.getState().changeState('a', 'closed')).toBeNull();
    expect(useReportsStore.getState().data?.reports[0]?.state).toBe('closed');

    calls.deleteReportNote.mockRejectedValueOnce(new Error('500'));
    await useReportsStore.getState().deleteNote('a', 'a-n');
    expect(useReportsStore.getState().data?.reports[0]?.notes).toHaveLength(1);
    calls.deleteReportNote.mockResolvedValueOnce(undefined);
    await useReportsStore.getState().deleteNote('a', 'a-n');
    expect(useReportsStore.getState().data?.reports[0]?.notes).toHaveLength(0);
  });

  it('reads the page again after adding a note', async () => {
    calls.fetchReports.mockResolvedValue(pageOf(report('a')));
    await useReportsStore.getState().show('open', 1);
    calls.addReportNote.mockResolvedValueOnce(undefined);
    expect(await useReportsStore.getState().addNote('a', 'hello')).toBeNull();
    expect(calls.addReportNote).toHaveBeenCalledWith(expect.anything(), 'a', 'hello');
    expect(calls.fetchReports).toHaveBeenCalledTimes(2);
  });
});

describe('the report being worked on', () => {
  it('stays in view after its state changed and a note was added, until the page is left', async () => {
    calls.fetchReports.mockResolvedValueOnce(pageOf(report('a'), report('b')));
    await useReportsStore.getState().show('open', 1);
    calls.setReportState.mockResolvedValueOnce(undefined);
    await useReportsStore.getState().changeState('a', 'closed');
    // The server no longer lists it as open; its closed copy carries the new note.
    const noted = { ...report('a', 'closed'), notes: [...report('a').notes, ...report('x').notes] };
    calls.fetchReports
      .mockResolvedValueOnce(pageOf(report('b')))
      .mockResolvedValueOnce(pageOf(noted));
    calls.addReportNote.mockResolvedValueOnce(undefined);
    expect(await useReportsStore.getState().addNote('a', 'hello')).toBeNull();
    expect(calls.fetchReports.mock.calls[2]?.[1]).toMatchObject({ state: 'closed', page: 1 });
    const shown = useReportsStore.getState().data?.reports;
    expect(shown?.map((r) => r.id)).toEqual(['a', 'b']);
    expect(shown?.[0]?.notes).toHaveLength(2);
    expect(shown?.[0]?.state).toBe('closed');

    // The 60 s poll keeps it too, even when its copy is not found.
    calls.fetchReports.mockResolvedValueOnce(pageOf(report('b'))).mockResolvedValueOnce(pageOf());
    await useReportsStore.getState().refresh();
    expect(useReportsStore.getState().data?.reports.map((r) => r.id)).toEqual(['a', 'b']);

    // Leaving (the modal closes) lets it go at the next load.
    calls.fetchReports.mockResolvedValue(pageOf(report('b')));
    useReportsStore.getState().letGo();
    await vi.waitFor(() =>
      expect(useReportsStore.getState().data?.reports.map((r) => r.id)).toEqual(['b']),
    );
  });

  it('is forgotten when another filter is shown', async () => {
    calls.fetchReports.mockResolvedValueOnce(pageOf(report('a')));
    await useReportsStore.getState().show('open', 1);
    calls.setReportState.mockResolvedValueOnce(undefined);
    await useReportsStore.getState().changeState('a', 'closed');
    calls.fetchReports.mockResolvedValueOnce(pageOf(report('c', 'resolved')));
    await useReportsStore.getState().show('resolved', 1);
    expect(useReportsStore.getState().workedOn).toEqual([]);
    calls.fetchReports.mockResolvedValueOnce(pageOf());
    await useReportsStore.getState().show('open', 1);
    expect(useReportsStore.getState().data?.reports).toEqual([]);
  });
});

describe('reports polling', () => {
  it('fetches at once and every 60 s while a staff member is signed in', async () => {
    vi.useFakeTimers();
    try {
      calls.fetchReports.mockResolvedValue(pageOf());
      useSessionStore.setState({ user: { role: 'moderator' } as never });
      await import('./reportsPolling');
      await vi.advanceTimersByTimeAsync(0);
      expect(calls.fetchReports).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(calls.fetchReports).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(calls.fetchReports).toHaveBeenCalledTimes(2);
      useSessionStore.setState({ user: null });
      // Signed out: the ticks fetch nothing and the reports are forgotten.
      await vi.advanceTimersByTimeAsync(180_000);
      expect(calls.fetchReports).toHaveBeenCalledTimes(2);
      expect(useReportsStore.getState().data).toBeNull();
      useSessionStore.setState({ user: { role: 'admin' } as never });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls.fetchReports).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
