import { describe, expect, it } from 'vitest';
import { canVote, isExpired, pollPercentages } from './pollResults';

const opt = (votes: number | null) => ({ title: '', title_html: '', votes_count: votes });

describe('pollPercentages', () => {
  it('rounds to integers', () => {
    expect(pollPercentages({ options: [opt(1), opt(2)], votes_count: 3 })).toEqual([33, 67]);
  });
  it('is 0 without votes', () => {
    expect(pollPercentages({ options: [opt(0), opt(0)], votes_count: 0 })).toEqual([0, 0]);
  });
  it('is null while the server hides the counts', () => {
    expect(pollPercentages({ options: [opt(null), opt(null)], votes_count: 5 })).toBeNull();
  });
});

describe('canVote', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  const open = { voted: false, expired: false, expires_at: '2025-01-02T00:00:00Z' };
  it('needs sign-in, no vote yet and an open poll', () => {
    expect(canVote(open, true, now)).toBe(true);
    expect(canVote(open, false, now)).toBe(false);
    expect(canVote({ ...open, voted: true }, true, now)).toBe(false);
    expect(canVote({ ...open, expires_at: '2024-12-31T00:00:00Z' }, true, now)).toBe(false);
    expect(canVote(open, true, now, true)).toBe(false);
    expect(isExpired({ expired: true, expires_at: null }, now)).toBe(true);
  });
});
