import type { Report, ReportPage } from '../../api/admin';

/** Pleroma's report states; the filter adds 'all' (no state sent). */
export const REPORT_STATES = ['open', 'closed', 'resolved'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export type ReportFilter = ReportState | 'all';
export const REPORT_FILTERS: readonly ReportFilter[] = [...REPORT_STATES, 'all'];

/** Reports per page in the moderation modal. */
export const REPORTS_PAGE_SIZE = 10;

export function pageCount(total: number, pageSize = REPORTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function isReportState(value: string): value is ReportState {
  return (REPORT_STATES as readonly string[]).includes(value);
}

function mapReport(page: ReportPage, id: string, change: (r: Report) => Report): ReportPage {
  return { ...page, reports: page.reports.map((r) => (r.id === id ? change(r) : r)) };
}

/** The page once the server accepted a state change; the report stays until the next load. */
export function withReportState(page: ReportPage, id: string, state: string): ReportPage {
  return mapReport(page, id, (r) => ({ ...r, state }));
}

export function withoutNote(page: ReportPage, reportId: string, noteId: string): ReportPage {
  return mapReport(page, reportId, (r) => ({
    ...r,
    notes: r.notes.filter((n) => n.id !== noteId),
  }));
}
