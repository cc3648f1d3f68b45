import type { QueryClient } from '@tanstack/react-query';
import {
  addReportNote,
  deleteReportNote,
  fetchReports,
  setReportState,
  type Report,
} from '../../api/admin';
import { api } from '../../core/client';
import { NumberedFeed, type NumberedPageSource } from '../../core/feed/numberedFeed';
import { pageCountOf } from '../../core/feed/numberedPagesState';
import { onAccountChange } from '../../core/session/accountChange';
import { useSessionStore } from '../../core/session/sessionStore';
import { REPORTS_PAGE_SIZE, withoutNote, type ReportFilter } from './reportRules';

export const reportKey = (id: string) => ['report', id] as const;

/** A report's newest copy, looked for through its own state's pages (a few at most). */
async function readCopy(queryClient: QueryClient, id: string): Promise<void> {
  const shown = queryClient.getQueryData<Report>(reportKey(id));
  if (!shown) return;
  for (let page = 1, pages = 1; page <= Math.min(pages, 5); page += 1) {
    const data = await fetchReports(api, {
      state: shown.state,
      page,
      pageSize: REPORTS_PAGE_SIZE,
    });
    pages = pageCountOf(data.total, REPORTS_PAGE_SIZE);
    const copy = data.reports.find((r) => r.id === id);
    if (copy) {
      queryClient.setQueryData(reportKey(id), copy);
      return;
    }
  }
}

function reportsSource(queryClient: QueryClient): NumberedPageSource<ReportFilter> {
  return {
    async fetchPage(filter, page) {
      const data = await fetchReports(api, {
        state: filter === 'all' ? undefined : filter,
        page,
        pageSize: REPORTS_PAGE_SIZE,
      });
      for (const report of data.reports) queryClient.setQueryData(reportKey(report.id), report);
      return { ids: data.reports.map((r) => r.id), total: data.total };
    },
    entityKey: reportKey,
    pageSize: REPORTS_PAGE_SIZE,
    async refreshKept(ids) {
      for (const id of ids) {
        // One copy not found leaves the one shown; the next refresh tries again.
        await readCopy(queryClient, id).catch(() => undefined);
      }
    },
  };
}

/**
 * The signed-in staff member's one reports feed (document 1 §4: the 60 s poll and the
 * moderation modal read the same). An account change lets it go at once, so a page asked for
 * by the previous account never lands in the next one's list.
 */
let current: NumberedFeed<ReportFilter> | null = null;
let stopFollowing: (() => void) | null = null;
const replaced = new Set<() => void>();

export function reportsFeed(queryClient: QueryClient): NumberedFeed<ReportFilter> {
  if (current?.belongsTo(queryClient)) return current;
  current?.dispose();
  current = new NumberedFeed(queryClient, reportsSource(queryClient), 'open');
  stopFollowing ??= onAccountChange(resetReports);
  return current;
}

/** The feed now held, if any. */
export function heldReportsFeed(): NumberedFeed<ReportFilter> | null {
  return current;
}

/** Views follow the feed when it is replaced (an account change). */
export function subscribeReplaced(listener: () => void): () => void {
  replaced.add(listener);
  return () => {
    replaced.delete(listener);
  };
}

export function resetReports(): void {
  current?.dispose();
  current = null;
  for (const listener of replaced) listener();
}

/** Resolves to the error, or null when the server accepted the change. */
async function attempt(call: () => Promise<void>, after: () => void | Promise<void>) {
  try {
    await call();
  } catch (error) {
    return error;
  }
  await after();
  return null;
}

function changeReport(queryClient: QueryClient, id: string, change: (r: Report) => Report) {
  queryClient.setQueryData<Report>(reportKey(id), (r) => (r ? change(r) : r));
}

/** What a report card does; each changed report stays in view until the modal closes. */
export function reportActions(queryClient: QueryClient) {
  const keep = (id: string) => heldReportsFeed()?.keep(id);
  return {
    changeState: (id: string, state: string) =>
      attempt(
        () => setReportState(api, id, state),
        () => {
          keep(id);
          changeReport(queryClient, id, (r) => ({ ...r, state }));
        },
      ),
    // The server answers 204 without the note, so the page is read again for its id and author.
    addNote: (id: string, content: string) =>
      attempt(
        () => addReportNote(api, id, content),
        () => {
          keep(id);
          return heldReportsFeed()?.refresh();
        },
      ),
    deleteNote: (id: string, noteId: string) =>
      attempt(
        () => deleteReportNote(api, id, noteId),
        () => {
          keep(id);
          changeReport(queryClient, id, (r) => withoutNote(r, noteId));
        },
      ),
  };
}

/**
 * One tick of the 60 s poll: reads the page shown again in place while a staff member is
 * signed in (the first page of open reports before the modal was opened), else forgets the
 * reports (nothing is fetched).
 */
export function pollReports(queryClient: QueryClient): void {
  const role = useSessionStore.getState().user?.role;
  if (role === 'admin' || role === 'moderator') void reportsFeed(queryClient).refresh();
  else if (current) resetReports();
}
