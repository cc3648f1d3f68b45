import { describe, expect, it } from 'vitest';
import type { Report } from '../../api/admin';
import { isReportState, withoutNote } from './reportRules';

const report: Report = {
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
};

describe('report rules', () => {
  it('knows the three states', () => {
    expect(isReportState('open')).toBe(true);
    expect(isReportState('resolved')).toBe(true);
    expect(isReportState('spam')).toBe(false);
  });

  it('drops one note', () => {
    expect(withoutNote(report, 'n1').notes.map((n) => n.id)).toEqual(['n2']);
    expect(report.notes).toHaveLength(2);
  });
});
