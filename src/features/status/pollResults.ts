import type { Poll } from '../../api/entities';

/**
 * Integer percentages of each option (document 2 §4); 0 when nobody voted. Null while the server
 * hides the counts (Mastodon's `hide_totals`: every option's `votes_count` is null until the end).
 */
export function pollPercentages(poll: Pick<Poll, 'options' | 'votes_count'>): number[] | null {
  const total = poll.votes_count;
  if (poll.options.some((o) => o.votes_count === null)) return null;
  return poll.options.map((o) =>
    total > 0 ? Math.round(((o.votes_count ?? 0) / total) * 100) : 0,
  );
}

/**
 * Whether the voting form shows (document 2 §4); expiry is derived from the time as well.
 * Servers refuse a vote from the poll's author, so the author sees results.
 */
export function canVote(
  poll: Pick<Poll, 'voted' | 'expired' | 'expires_at'>,
  signedIn: boolean,
  now: number,
  isAuthor = false,
): boolean {
  return signedIn && !isAuthor && !poll.voted && !isExpired(poll, now);
}

export function isExpired(poll: Pick<Poll, 'expired' | 'expires_at'>, now: number): boolean {
  if (poll.expired) return true;
  return poll.expires_at !== null && Date.parse(poll.expires_at) <= now;
}
