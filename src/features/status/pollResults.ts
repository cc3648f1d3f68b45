import type { Poll } from '../../api/entities';

/** Integer percentages of each option (document 2 §4); 0 when nobody voted. */
export function pollPercentages(poll: Pick<Poll, 'options' | 'votes_count'>): number[] {
  const total = poll.votes_count;
  return poll.options.map((o) =>
    total > 0 && o.votes_count !== null ? Math.round((o.votes_count / total) * 100) : 0,
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
