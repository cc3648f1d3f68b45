import type { Report } from '../../api/admin';

/** Pleroma's report states; the filter adds 'all' (no state sent). */
export const REPORT_STATES = ['open', 'closed', 'resolved'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export type ReportFilter = ReportState | 'all';
export const REPORT_FILTERS: readonly ReportFilter[] = [...REPORT_STATES, 'all'];

/** Reports per page in the moderation modal. */
export const REPORTS_PAGE_SIZE = 10;

export function isReportState(value: string): value is ReportState {
  return (REPORT_STATES as readonly string[]).includes(value);
}

/** A report without one of its notes, once the server deleted it. */
export function withoutNote(report: Report, noteId: string): Report {
  return { ...report, notes: report.notes.filter((n) => n.id !== noteId) };
}
