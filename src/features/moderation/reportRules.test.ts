import { describe, expect, it } from 'vitest';
import type { Report, ReportPage } from '../../api/admin';
import {
  isReportState,
  keepWorkedOn,
  missingWorkedOn,
  pageCount,
  withoutNote,
  withReportState,
} from './reportRules';

const page: ReportPage = {
  total: 2,
  reports: [
    {
      id: 'a',
      state: 'open',
      account: null,
      actor: null,
      statuses: [],
      notes: [
        { id: 'n1', content: 'one', user: null, created_at: '' },
        { id: 'n2', content: 'two', user: null, created_at: '' },
      ],
      content: '',
      created_at: '',
    },
    {
      id: 'b',
      state: 'open',
      account: null,
      actor: null,
      statuses: [],
      notes: [],
      content: '',
      created_at: '',
    },
  ],
};

describe('report rules', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('knows the three states', () => {
    expect(isReportState('resolved')).toBe(true);
    expect(isReportState('all')).toBe(false);
  });

  it('changes one report state without touching the others', () => {
    const next = withReportState(page, 'a', 'closed');
    expect(next.reports.map((r) => r.state)).toEqual(['closed', 'open']);
    expect(page.reports[0]?.state).toBe('open');
  });

  it('drops one note', () => {
    const next = withoutNote(page, 'a', 'n1');
    expect(next.reports[0]?.notes.map((n) => n.id)).toEqual(['n2']);
  });
});

describe('keepWorkedOn', () => {
  const [a, b] = page.reports as [Report, Report];
  const fresh: ReportPage = { total: 1, reports: [b] };

  it('keeps a report worked on where it was, in its newest copy when one is known', () => {
    expect(keepWorkedOn(fresh, page, ['a']).reports).toEqual([a, b]);
    const newer = { ...a, state: 'closed' };
    expect(keepWorkedOn(fresh, page, ['a'], new Map([['a', newer]])).reports).toEqual([newer, b]);
    expect(missingWorkedOn(fresh, page, ['a'])).toEqual([a]);
  });

  it('lets reports nobody worked on go, and never doubles one still listed', () => {
    expect(keepWorkedOn(fresh, page, []).reports).toEqual([b]);
    expect(keepWorkedOn(fresh, page, ['b']).reports).toEqual([b]);
    expect(missingWorkedOn(fresh, page, ['b'])).toEqual([]);
    expect(keepWorkedOn(fresh, null, ['a'])).toBe(fresh);
  });
});
