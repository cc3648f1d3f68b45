import type { Poll } from '../../api/entities';

/**
 * Integer percentages of each option (document 2 §4); 0 when nobody voted. Of the voters when the
 * server tells them, as Mastodon's web and apps do: a multiple-choice option chosen by 6 of 14
 * voters reads 43 %, not its 27 % share of the 22 votes (docs/decisions.md). Null while the
 * server hides the counts (Mastodon's `hide_totals`: every option's `votes_count` is null until
 * the end).
 */
export function pollPercentages(
  poll: Pick<Poll, 'options' | 'votes_count' | 'voters_count'>,
): number[] | null {
  // A single choice has as many voters as votes; old Mastodon polls tell no voters (null).
  const total = poll.voters_count || poll.votes_count;
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
