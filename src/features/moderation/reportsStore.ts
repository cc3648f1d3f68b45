import { create } from 'zustand';
import {
  addReportNote,
  deleteReportNote,
  fetchReports,
  setReportState,
  type Report,
  type ReportPage,
} from '../../api/admin';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';
import {
  keepWorkedOn,
  missingWorkedOn,
  pageCount,
  REPORTS_PAGE_SIZE,
  withoutNote,
  withReportState,
  type ReportFilter,
} from './reportRules';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

interface ReportsState {
  filter: ReportFilter;
  page: number;
  data: ReportPage | null;
  status: LoadStatus;
  /** The last failed load; a failed poll keeps the reports already shown. */
  error: unknown;
  /** Reports changed on the page shown: they stay in view until the person leaves the page. */
  workedOn: string[];
  /** Shows one page of one state; the poll reloads whatever is shown. */
  show: (filter: ReportFilter, page: number) => Promise<void>;
  refresh: () => Promise<void>;
  /** Each resolves to the error, or null when the server accepted the change. */
  changeState: (reportId: string, state: string) => Promise<unknown>;
  addNote: (reportId: string, content: string) => Promise<unknown>;
  deleteNote: (reportId: string, noteId: string) => Promise<unknown>;
  /** The person left the reports (the modal closed): what no longer matches may go. */
  letGo: () => void;
  clear: () => void;
}

let sequence = 0;

const initial = {
  filter: 'open' as ReportFilter,
  page: 1,
  data: null,
  status: 'idle' as LoadStatus,
  error: null,
  workedOn: [] as string[],
};

/** Pages through a report's own state for its newest copy; a few pages at most. */
async function latestCopies(reports: readonly Report[]): Promise<Map<string, Report>> {
  const found = new Map<string, Report>();
  for (const report of reports) {
    try {
      for (let page = 1, pages = 1; page <= Math.min(pages, 5); page += 1) {
        const data = await fetchReports(api, {
          state: report.state,
          page,
          pageSize: REPORTS_PAGE_SIZE,
        });
        pages = pageCount(data.total);
        const copy = data.reports.find((r) => r.id === report.id);
        if (copy) {
          found.set(report.id, copy);
          break;
        }
      }
    } catch {
      // The copy on screen stays; the next load tries again.
    }
  }
  return found;
}

/** The reports the moderation modal shows, shared with the 60 s poll (document 1 §4). */
export const useReportsStore = create<ReportsState>((set, get) => {
  const attempt = async (call: () => Promise<void>, after: () => void | Promise<void>) => {
    try {
      await call();
    } catch (error) {
      return error;
    }
    await after();
    return null;
  };

  const load = async (filter: ReportFilter, page: number) => {
    const ticket = ++sequence;
    const switching = filter !== get().filter || page !== get().page;
    set({
      filter,
      page,
      status: switching || get().data === null ? 'loading' : get().status,
      ...(switching ? { data: null, workedOn: [] } : {}),
    });
    try {
      const data = await fetchReports(api, {
        state: filter === 'all' ? undefined : filter,
        page,
        pageSize: REPORTS_PAGE_SIZE,
      });
      const missing = missingWorkedOn(data, get().data, get().workedOn);
      const latest = missing.length > 0 ? await latestCopies(missing) : undefined;
      if (ticket !== sequence) return;
      set({
        data: keepWorkedOn(data, get().data, get().workedOn, latest),
        status: 'ready',
        error: null,
      });
    } catch (error) {
      if (ticket !== sequence) return;
      set({ error, status: get().data ? 'ready' : 'error' });
    }
  };

  const markWorkedOn = (reportId: string) => {
    if (!get().workedOn.includes(reportId)) set({ workedOn: [...get().workedOn, reportId] });
  };

  return {
    ...initial,
    show: (filter, page) => load(filter, page),
    refresh: () => load(get().filter, get().page),
    changeState: (reportId, state) =>
      attempt(
        () => setReportState(api, reportId, state),
        () => {
          markWorkedOn(reportId);
          const data = get().data;
          if (data) set({ data: withReportState(data, reportId, state) });
        },
      ),
    // The server answers 204 without the note, so the page is read again for its id and author.
    addNote: (reportId, content) =>
      attempt(
        () => addReportNote(api, reportId, content),
        () => {
          markWorkedOn(reportId);
          return get().refresh();
        },
      ),
    deleteNote: (reportId, noteId) =>
      attempt(
        () => deleteReportNote(api, reportId, noteId),
        () => {
          markWorkedOn(reportId);
          const data = get().data;
          if (data) set({ data: withoutNote(data, reportId, noteId) });
        },
      ),
    letGo: () => {
      if (get().workedOn.length === 0) return;
      set({ workedOn: [] });
      if (get().data) void get().refresh();
    },
    clear: () => {
      sequence++;
      set(initial);
    },
  };
});

/**
 * One tick of the 60 s poll: reloads what is shown while a staff member is signed in, else
 * forgets the reports (nothing is fetched).
 */
export function pollReports(): void {
  const role = useSessionStore.getState().user?.role;
  if (role === 'admin' || role === 'moderator') void useReportsStore.getState().refresh();
  else if (useReportsStore.getState().status !== 'idle') useReportsStore.getState().clear();
}
