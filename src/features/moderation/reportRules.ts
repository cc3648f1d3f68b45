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

/**
 * A fresh load of the shown page, with the reports the person is working on kept where they
 * were even when they no longer match the filter (closed under "Open"): a report must not
 * vanish under the hand that is changing it. `latest` holds a newer copy of a kept report
 * found elsewhere (its new notes); without one the copy on screen stays.
 */
export function keepWorkedOn(
  fresh: ReportPage,
  shown: ReportPage | null,
  workedOn: readonly string[],
  latest: ReadonlyMap<string, Report> = new Map(),
): ReportPage {
  if (!shown) return fresh;
  const reports = [...fresh.reports];
  shown.reports.forEach((report, index) => {
    if (!workedOn.includes(report.id) || reports.some((r) => r.id === report.id)) return;
    reports.splice(Math.min(index, reports.length), 0, latest.get(report.id) ?? report);
  });
  return { ...fresh, reports };
}

/** Kept reports the fresh page no longer holds: their newer copy is looked for elsewhere. */
export function missingWorkedOn(
  fresh: ReportPage,
  shown: ReportPage | null,
  workedOn: readonly string[],
): Report[] {
  return (shown?.reports ?? []).filter(
    (r) => workedOn.includes(r.id) && !fresh.reports.some((f) => f.id === r.id),
  );
}
