import type { Poll, Status } from '../../api';
import type { OutboxEntry } from '../../core/outbox/outboxRules';
import { toggleReaction } from './toggleReaction';

function escaped(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The waiting edit's words as the row shows them until the server renders them: its source as
 * plain paragraphs (the server's markup, mentions and links arrive with its answer).
 */
function plainHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escaped(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

type Flag = 'favorited' | 'repeated' | 'bookmarked';
type Count = 'fave_num' | 'repeat_num' | null;

const TOGGLES = {
  favourite: ['favorited', 'fave_num', true],
  unfavourite: ['favorited', 'fave_num', false],
  reblog: ['repeated', 'repeat_num', true],
  unreblog: ['repeated', 'repeat_num', false],
  bookmark: ['bookmarked', null, true],
  unbookmark: ['bookmarked', null, false],
} as const satisfies Record<string, readonly [Flag, Count, boolean]>;

function setFlag(status: Status, flag: Flag, count: Count, on: boolean): Status {
  if (status[flag] === on) return status;
  const next = { ...status, [flag]: on };
  if (count) next[count] = Math.max(0, status[count] + (on ? 1 : -1));
  return next;
}

function voted(poll: Poll, choices: readonly number[]): Poll {
  if (poll.voted) return poll;
  return {
    ...poll,
    voted: true,
    own_votes: [...choices],
    votes_count: poll.votes_count + choices.length,
    voters_count: poll.voters_count === null ? null : poll.voters_count + 1,
    options: poll.options.map((o, i) =>
      choices.includes(i) && o.votes_count !== null ? { ...o, votes_count: o.votes_count + 1 } : o,
    ),
  };
}

/**
 * A status as the person will see it once the outbox is sent: its waiting favourites, repeats,
 * bookmarks, reactions, vote and edit applied in order on the server's copy. Refused entries are
 * left out: the status shows what the server holds, and the entry says it was refused.
 */
export function withOutbox(
  status: Status,
  entries: readonly OutboxEntry[],
  viewerId: string,
): Status {
  let shown = status;
  for (const { action, state } of entries) {
    if (state === 'failed') continue;
    if (action.kind === 'toggle') {
      const [flag, count, on] = TOGGLES[action.toggle];
      shown = setFlag(shown, flag, count, on);
    } else if (action.kind === 'react') {
      const emoji = { name: action.emoji, url: action.url };
      shown = {
        ...shown,
        emoji_reactions: toggleReaction(shown.emoji_reactions, emoji, action.add, viewerId),
      };
    } else if (action.kind === 'vote' && shown.poll) {
      shown = { ...shown, poll: voted(shown.poll, action.choices) };
    } else if (action.kind === 'edit') {
      const { status: text, spoilerText, sensitive } = action.edit;
      shown = {
        ...shown,
        text,
        raw_html: plainHtml(text),
        summary: spoilerText,
        summary_raw_html: escaped(spoilerText),
        nsfw: sensitive,
      };
    }
  }
  return shown;
}
