import { describe, expect, it } from 'vitest';
import { canVote, isExpired, pollPercentages } from './pollResults';

const opt = (votes: number | null) => ({ title: '', title_html: '', votes_count: votes });
const poll = (votes: (number | null)[], total: number, voters: number | null = total) => ({
  options: votes.map(opt),
  votes_count: total,
  voters_count: voters,
});

describe('pollPercentages', () => {
  it('rounds to integers', () => {
    expect(pollPercentages(poll([1, 2], 3))).toEqual([33, 67]);
  });
  it('is 0 without votes', () => {
    expect(pollPercentages(poll([0, 0], 0))).toEqual([0, 0]);
  });
  it('is null while the server hides the counts', () => {
    expect(pollPercentages(poll([null, null], 5))).toBeNull();
  });
  it('counts a multiple choice of the voters, as Mastodon does', () => {
    // 14 voters gave 22 votes: 6 of them chose the first option.
    expect(pollPercentages(poll([6, 4, 2, 10], 22, 14))).toEqual([43, 29, 14, 71]);
  });
  it('counts of the votes when the server tells no voters', () => {
    expect(pollPercentages(poll([1, 3], 4, null))).toEqual([25, 75]);
    expect(pollPercentages(poll([0, 0], 0, 0))).toEqual([0, 0]);
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
