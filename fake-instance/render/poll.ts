import type { PollRecord } from '../store.js';
import type { RenderContext } from './context.js';
import { isoTime } from './context.js';

export function renderPoll(ctx: RenderContext, poll: PollRecord) {
  const counts = poll.options.map((_, i) => poll.extraVotes[i] ?? 0);
  for (const choices of poll.votes.values())
    for (const choice of choices) counts[choice] = (counts[choice] ?? 0) + 1;
  const own = ctx.viewer ? poll.votes.get(ctx.viewer.id) : undefined;
  const expired = poll.expiresAt <= Date.now();
  // Mastodon's Poll#loaded_options: with hide_totals, null counts for everyone (the author too)
  // until the poll ends; the poll's own votes_count and voters_count are still told.
  const hidden = poll.hideTotals === true && !expired && ctx.config.software === 'mastodon';
  return {
    id: poll.id,
    expires_at: isoTime(poll.expiresAt),
    expired,
    multiple: poll.multiple,
    votes_count: counts.reduce((a, b) => a + b, 0),
    voters_count: poll.votes.size + poll.extraVoters,
    options: poll.options.map((title, i) => ({
      title,
      votes_count: hidden ? null : (counts[i] ?? 0),
    })),
    emojis: [],
    voted: own !== undefined,
    own_votes: own ?? [],
  };
}
